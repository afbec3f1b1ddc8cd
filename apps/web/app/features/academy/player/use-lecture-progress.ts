import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { AUTO_COMPLETE_SECONDS_BEFORE_END, type Lecture } from '@verdantia/domain/academy/learner';
import {
  HEARTBEAT_EVERY_SECONDS,
  type HeartbeatResponse,
} from '@verdantia/domain/academy/watching';
import { HttpError } from '~/lib/http';
import { academyKeys, useAcademyHttp } from '../learner/academy-api';
import { PlayedTracker } from './played-tracker';

export type MarkState = 'idle' | 'sending' | 'marked' | 'unwatched' | 'error';

/**
 * The lecture's watched time and completion. While it plays, the stretches actually played are
 * reported at least every HEARTBEAT_EVERY_SECONDS (and on pause, at the end and on close); the
 * server decides completion from them. Near the end the player asks for the mark once; after a
 * failure the learner decides (Try again), so a server in trouble is not asked on every update.
 */
export function useLectureProgress(courseId: string, lecture: Lecture) {
  const call = useAcademyHttp();
  const queryClient = useQueryClient();
  const [mark, setMark] = useState<MarkState>('idle');
  const [tracker] = useState(() => new PlayedTracker());
  const sent = useRef(lecture.completed);
  const lastReport = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const base = `${encodeURIComponent(courseId)}/${encodeURIComponent(lecture._id)}`;
  const askedByPlayer = useRef(false);
  const lastPosition = useRef(lecture.position);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: academyKeys.detail(courseId) });
    void queryClient.invalidateQueries({ queryKey: academyKeys.myCourses });
  }, [courseId, queryClient]);

  /**
   * Sends what was played since the last report; reports go one after another.
   * @returns the server's answer, or undefined when the report failed (its stretches are kept).
   */
  const report = useCallback(
    (position: number) => {
      lastReport.current = Date.now();
      const sending = queue.current.then(async () => {
        const intervals = tracker.take();
        try {
          const answer = await call<HeartbeatResponse>(`/api/academy/website/heartbeat/${base}`, {
            method: 'PUT',
            body: { position: Math.max(0, position), intervals },
          });
          if (answer.completed && !sent.current) {
            sent.current = true;
            setMark('marked');
            await refresh();
          }
          return answer;
        } catch {
          tracker.putBack(intervals);
          return undefined;
        }
      });
      queue.current = sending.then(() => undefined);
      return sending;
    },
    [call, base, tracker, refresh],
  );

  /**
   * Completion, asked by the player at the end or by the learner's Try again: the last stretch is
   * reported, then the mark asked for unless that report already completed the lecture.
   */
  const markComplete = useCallback(
    async (position = lastPosition.current) => {
      if (sent.current) return;
      setMark('sending');
      const answer = await report(position);
      if (sent.current) return;
      if (!answer) {
        setMark('error');
        return;
      }
      try {
        await call(`/api/academy/website/markComplete/${base}`);
        sent.current = true;
        setMark('marked');
        await refresh();
      } catch (error) {
        setMark(error instanceof HttpError && error.status === 409 ? 'unwatched' : 'error');
      }
    },
    [call, base, refresh, report],
  );

  /** Near the end of the video: completion, asked once without the learner. */
  const reachedEnd = useCallback(
    (position: number) => {
      if (askedByPlayer.current) return;
      askedByPlayer.current = true;
      void markComplete(position);
    },
    [markComplete],
  );

  /** Called on every time update of the player. */
  const onProgress = useCallback(
    (played: number, duration: number) => {
      tracker.update(played);
      lastPosition.current = played;
      // The later of the stored and the real end: the server counts against the stored one.
      const real = duration > 0 && Number.isFinite(duration) ? duration : 0;
      const total = Math.max(real, lecture.duration);
      if (total > 0 && played > total - AUTO_COMPLETE_SECONDS_BEFORE_END) reachedEnd(played);
      else if (Date.now() - lastReport.current >= HEARTBEAT_EVERY_SECONDS * 1000) report(played);
    },
    [lecture.duration, reachedEnd, report, tracker],
  );

  /** Paused or closed: report at once; on close the detail reloads so reopening resumes here. */
  const stopped = useCallback(
    (position: number, closing = false) => {
      tracker.stop();
      void report(position).then(() => (closing ? refresh() : undefined));
    },
    [report, refresh, tracker],
  );

  /** The video ended: asked again if the near-end request came too early to count. */
  const ended = useCallback(
    (position: number) => {
      askedByPlayer.current = true;
      tracker.stop();
      void markComplete(position);
    },
    [markComplete, tracker],
  );

  return { mark, markComplete, reachedEnd, ended, onProgress, stopped, tracker };
}
