import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { AUTO_COMPLETE_SECONDS_BEFORE_END, type Lecture } from '@verdantia/domain/academy/learner';
import { academyKeys, useAcademyHttp } from '../learner/academy-api';

export type MarkState = 'idle' | 'sending' | 'marked' | 'error';

/** How often the player's position is saved while it plays (and once more on close). */
const SAVE_EVERY_SECONDS = 5;

/**
 * The lecture's completion and resume point. Completion is sent once, when played seconds pass
 * the duration minus 2 s or the video ends; the course detail then reloads (ticks, progress).
 */
export function useLectureProgress(courseId: string, lecture: Lecture) {
  const call = useAcademyHttp();
  const queryClient = useQueryClient();
  const [mark, setMark] = useState<MarkState>('idle');
  const sent = useRef(lecture.completed);
  const lastSaved = useRef(lecture.position);
  const base = `${encodeURIComponent(courseId)}/${encodeURIComponent(lecture._id)}`;

  // The player asks once by itself; after a failure the learner decides (Try again), so a
  // server in trouble is not sent a request on every time update.
  const askedByPlayer = useRef(false);

  const markComplete = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setMark('sending');
    try {
      await call(`/api/academy/website/markComplete/${base}`);
      setMark('marked');
      await queryClient.invalidateQueries({ queryKey: academyKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: academyKeys.myCourses });
    } catch {
      sent.current = false;
      setMark('error');
    }
  }, [call, base, courseId, queryClient]);

  const savePosition = useCallback(
    (seconds: number, force = false) => {
      if (!Number.isFinite(seconds) || seconds < 0) return;
      if (!force && Math.abs(seconds - lastSaved.current) < SAVE_EVERY_SECONDS) return;
      lastSaved.current = seconds;
      // Best effort: a lost save only means resuming a few seconds earlier.
      void call(`/api/academy/website/position/${base}`, {
        method: 'PUT',
        body: { seconds: Math.floor(seconds) },
      })
        // On close, reload the detail so reopening the lecture resumes from here.
        .then(async () => {
          if (force)
            await queryClient.invalidateQueries({ queryKey: academyKeys.detail(courseId) });
        })
        .catch(() => undefined);
    },
    [call, base, courseId, queryClient],
  );

  /** Near the end or at the end of the video: completion, sent once without the learner. */
  const reachedEnd = useCallback(() => {
    if (askedByPlayer.current) return;
    askedByPlayer.current = true;
    void markComplete();
  }, [markComplete]);

  /** Called on every time update of the player. */
  const onProgress = useCallback(
    (played: number, duration: number) => {
      const total = duration > 0 && Number.isFinite(duration) ? duration : lecture.duration;
      if (total > 0 && played > total - AUTO_COMPLETE_SECONDS_BEFORE_END) reachedEnd();
      savePosition(played);
    },
    [lecture.duration, reachedEnd, savePosition],
  );

  return { mark, markComplete, reachedEnd, onProgress, savePosition };
}
