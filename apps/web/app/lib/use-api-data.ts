import { useCallback, useEffect, useState } from 'react';
import { http } from '~/lib/http';

export type ApiData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

interface ApiDataOptions {
  /**
   * Runs the state change that shows an answer (ready or failed), e.g. to keep a visitor's focus
   * when the answer replaces content they were using. By default the change simply runs.
   */
  apply?: (commit: () => void) => void;
}

const applyNow = (commit: () => void) => commit();

/**
 * GETs a JSON resource (our API, or a data file) after the page has loaded: the API does not run
 * during the static build. `accept` checks the shape, so an unexpected answer counts as a failure
 * and the page shows a message with a retry instead of breaking. A new path or a retry is loading
 * until its own answer arrives; an older answer never shows for a newer request.
 */
export function useApiData<T>(
  path: string,
  accept: (body: unknown) => body is T,
  { apply = applyNow }: ApiDataOptions = {},
) {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${path}`;
  const [answer, setAnswer] = useState<{ key: string; state: ApiData<T> }>();
  const state: ApiData<T> = answer?.key === key ? answer.state : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    const settle = (next: ApiData<T>) => apply(() => setAnswer({ key, state: next }));
    http<unknown>(path, { signal: controller.signal })
      .then((body) => settle(accept(body) ? { status: 'ready', data: body } : { status: 'error' }))
      .catch(() => controller.signal.aborted || settle({ status: 'error' }));
    return () => controller.abort();
  }, [path, accept, key, apply]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, retry };
}
