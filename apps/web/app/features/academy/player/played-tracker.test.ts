import { describe, expect, it } from 'vitest';
import { PlayedTracker } from './played-tracker';

describe('PlayedTracker', () => {
  it('counts playing, not seeking', () => {
    const tracker = new PlayedTracker();
    tracker.start(0);
    for (let t = 0.25; t <= 4; t += 0.25) tracker.update(t);
    tracker.stop();
    tracker.update(50); // after a seek: a new anchor, nothing played
    tracker.update(50.5);
    tracker.update(90); // a jump without a seeking event is not playing either
    expect(tracker.take()).toEqual([
      [0, 4],
      [50, 50.5],
    ]);
    expect(tracker.take()).toEqual([]);
  });

  it('splits a long backlog into reports the server accepts, and takes failed ones back', () => {
    const tracker = new PlayedTracker();
    tracker.start(0);
    for (let t = 1; t <= 100; t++) tracker.update(t);
    const first = tracker.take();
    expect(first).toEqual([[0, 40]]);
    tracker.putBack(first);
    expect(tracker.waitingSeconds).toBe(100);
    expect(tracker.take()).toEqual([[0, 40]]);
    expect(tracker.take()).toEqual([[40, 80]]);
    expect(tracker.take()).toEqual([[80, 100]]);
  });
});
