import type { AssessmentView } from '@verdantia/domain/assessment/schemas';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, http } from '~/lib/http';

export type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/**
 * The answers of an assessment in progress, saved on the server as they are chosen. Saves run one
 * after another, each sending every answer not yet confirmed, so a slow answer never overwrites a
 * newer one and a failed save is retried with the next choice (or the retry button).
 */
export function useAnswers(view: AssessmentView) {
  const [answers, setAnswers] = useState<Record<string, number>>(view.answers);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const unsent = useRef<Record<string, number>>({});
  const running = useRef<Promise<void> | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    for (;;) {
      while (running.current) await running.current;
      const batch = unsent.current;
      if (Object.keys(batch).length === 0) return true;
      unsent.current = {};
      setState({ kind: 'saving' });
      let ok = true;
      running.current = http(`/api/assessments/${view.id}/answers`, {
        method: 'PUT',
        body: { answers: batch },
      })
        .then(() => setState({ kind: 'saved' }))
        .catch((error: unknown) => {
          ok = false;
          unsent.current = { ...batch, ...unsent.current };
          setState({ kind: 'error', message: errorMessage(error) });
        })
        .finally(() => {
          running.current = null;
        });
      await running.current;
      if (!ok) return false;
    }
  }, [view.id]);

  const choose = useCallback(
    (questionId: string, option: number) => {
      setAnswers((current) => ({ ...current, [questionId]: option }));
      unsent.current = { ...unsent.current, [questionId]: option };
      void flush();
    },
    [flush],
  );

  return { answers, choose, state, flush };
}
