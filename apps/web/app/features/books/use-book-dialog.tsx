import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Book } from '~/content/books';
import type { OpenBook } from './book-card';

// The dialog (and Radix) load on the first click, never with the page.
const BookDialog = lazy(() => import('./book-dialog'));

/** The "Book Information" dialog for one section: `openBook` shows it, `dialog` renders it. */
export function useBookDialog() {
  const [book, setBook] = useState<Book>();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openBook = useCallback<OpenBook>((next, from) => {
    opener.current = from;
    setBook(next);
    setOpen(true);
  }, []);

  const dialog = book ? (
    <Suspense fallback={null}>
      <BookDialog
        book={book}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={() => opener.current}
      />
    </Suspense>
  ) : null;

  return { openBook, dialog };
}
