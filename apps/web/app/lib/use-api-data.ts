import { useCallback, useEffect, useState } from 'react';
import { http } from '~/lib/http';

export type ApiData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * GETs one of our API's JSON resources after the page has loaded (the API does not run during
 * the static build). `accept` checks the shape, so an unexpected answer counts as a failure and
 * the page shows a message with a retry instead of breaking.
 */
export function useApiData<T>(path: string, accept: (body: unknown) => body is T) {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    http<unknown>(path, { signal: controller.signal })
      .then((body) =>
        setState(accept(body) ? { status: 'ready', data: body } : { status: 'error' }),
      )
      .catch(() => controller.signal.aborted || setState({ status: 'error' }));
    return () => controller.abort();
  }, [path, accept, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
