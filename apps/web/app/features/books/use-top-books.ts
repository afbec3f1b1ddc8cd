import { useCallback, useEffect, useState } from 'react';
import type { Book } from '~/content/books';

export type TopBooksState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; books: Book[] };

const isBook = (value: unknown): value is Book => {
  const b = value as Partial<Book> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.id === 'number' &&
    typeof b.title === 'string' &&
    typeof b.author === 'string' &&
    typeof b.description === 'string' &&
    typeof b.imageUrl === 'string' &&
    typeof b.price === 'number'
  );
};

/**
 * The carousel's books from /Data/posts-explore.data.json. Unlike the original,
 * a failed or malformed load ends in an error state the page can offer a retry for, never an
 * endless "Loading...".
 */
export function useTopBooks(url = '/Data/posts-explore.data.json') {
  const [state, setState] = useState<TopBooksState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!Array.isArray(data) || data.length === 0 || !data.every(isBook)) {
          throw new Error('Unexpected book list');
        }
        setState({ status: 'ready', books: data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
