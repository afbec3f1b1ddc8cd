import type { Book } from '~/content/books';
import { useApiData } from '~/lib/use-api-data';

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

const isBookList = (value: unknown): value is Book[] =>
  Array.isArray(value) && value.length > 0 && value.every(isBook);

/**
 * The carousel's books from /Data/posts-explore.data.json. Unlike the original, a failed or
 * malformed load ends in an error state the page can offer a retry for, never an endless
 * "Loading...".
 */
export const useTopBooks = (url = '/Data/posts-explore.data.json') => useApiData(url, isBookList);
