import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedMessage } from './use-timed-message';

describe('a timed message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves the alert after its time, and keeps the text readable until the reporter acts', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Please try again.'));
    expect(result.current.message).toBe('Please try again.');
    expect(result.current.lasting).toBeUndefined();

    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.message).toBeUndefined();
    expect(result.current.lasting).toBe('Please try again.');

    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.lasting).toBe('Please try again.');
    act(() => result.current.acknowledge());
    expect(result.current.lasting).toBeUndefined();
  });

  it('forgets both when cleared for a new attempt', () => {
    const { result } = renderHook(() => useTimedMessage(4000));
    act(() => result.current.show('Wrong PIN.'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.clear());
    expect(result.current.message).toBeUndefined();
    expect(result.current.lasting).toBeUndefined();
  });
});
