import {
  coveredSeconds,
  HEARTBEAT_MAX_PLAYED_SECONDS,
  mergeIntervals,
  type PlayedInterval,
} from '@verdantia/domain/academy/watching';

/** A jump between two time updates larger than this is a seek, not playing. */
const MAX_STEP_SECONDS = 3;
/** Room under the server's limit per report, for rounding. */
const REPORT_LIMIT = HEARTBEAT_MAX_PLAYED_SECONDS - 5;

/**
 * The stretches of a video actually played, from the player's time updates: consecutive updates
 * close together extend a stretch; a seek (or a pause) starts a new one, so jumping ahead adds
 * nothing. Stretches wait here until a report takes them.
 */
export class PlayedTracker {
  private anchor: number | null = null;
  private pending: PlayedInterval[] = [];

  /** Playing starts or resumes at `seconds` (play, seeked). */
  start(seconds: number) {
    this.anchor = seconds;
  }

  /** Seeking or pausing: the next update starts a new stretch. */
  stop() {
    this.anchor = null;
  }

  /** A time update while playing. */
  update(seconds: number) {
    const from = this.anchor;
    if (from !== null && seconds > from && seconds - from <= MAX_STEP_SECONDS) {
      this.pending = mergeIntervals([...this.pending, [from, seconds]]);
    }
    this.anchor = seconds;
  }

  /** Takes the stretches for one report: at most what the server accepts in one. */
  take(): PlayedInterval[] {
    const taken: PlayedInterval[] = [];
    let total = 0;
    while (this.pending.length > 0) {
      const [start, end] = this.pending[0]!;
      const room = REPORT_LIMIT - total;
      if (room <= 0) break;
      if (end - start <= room) {
        taken.push(this.pending.shift()!);
        total += end - start;
      } else {
        taken.push([start, start + room]);
        this.pending[0] = [start + room, end];
        total = REPORT_LIMIT;
      }
    }
    return taken;
  }

  /** A report that failed: its stretches go back, to be sent with the next one. */
  putBack(intervals: PlayedInterval[]) {
    this.pending = mergeIntervals([...this.pending, ...intervals]);
  }

  get waitingSeconds() {
    return coveredSeconds(this.pending);
  }
}
