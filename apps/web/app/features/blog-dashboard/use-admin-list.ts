import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '~/lib/http';
import { adminRequest } from './api';

/** The server's message for a failed call, or a general one for anything else. */
export const messageOf = (caught: unknown) =>
  caught instanceof HttpError ? caught.message : 'Something went wrong. Please try again.';

export type ListLoad<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };

/**
 * A back-office list loaded from `path`, with `refresh` for after an edit. A response that
 * arrives after the panel has closed is ignored.
 */
export function useAdminList<T>(path: string) {
  const [load, setLoad] = useState<ListLoad<T>>({ status: 'loading' });

  const refresh = useCallback(async () => {
    try {
      setLoad({ status: 'ready', items: await adminRequest<T[]>('GET', path) });
    } catch (caught) {
      setLoad({ status: 'error', message: messageOf(caught) });
    }
  }, [path]);

  useEffect(() => {
    let live = true;
    adminRequest<T[]>('GET', path)
      .then((items) => live && setLoad({ status: 'ready', items }))
      .catch((caught: unknown) => live && setLoad({ status: 'error', message: messageOf(caught) }));
    return () => {
      live = false;
    };
  }, [path]);

  return { load, refresh };
}
