import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { Link } from 'react-router';
import { bookDialogCopy, type Book } from '~/content/books';
import { Button } from '~/ui/button';
import { formatPrice } from './format-price';

interface BookDialogProps {
  book: Book;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the dialog has no Radix trigger, so focus goes back by hand. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * "Book Information": informational only, as Buy Now takes no order. Loaded on the
 * first click. Radix traps focus and closes on Escape and an overlay click as well as Close.
 */
export default function BookDialog({ book, open, onOpenChange, returnFocusTo }: BookDialogProps) {
  const titleId = useId();
  const bookTitleId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          // Named by its book ("Book Information Scope 3 Unlocked"), not only by the shared label.
          aria-labelledby={`${titleId} ${bookTitleId}`}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(46rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl data-[state=open]:animate-[fade-in_200ms_ease-out] sm:p-8"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
        >
          <Dialog.Title
            id={titleId}
            className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase"
          >
            {bookDialogCopy.title}
          </Dialog.Title>
          <div className="mt-5 grid gap-6 sm:grid-cols-[12rem_1fr] sm:gap-8">
            <img
              src={book.imageUrl}
              width="240"
              height="360"
              alt={`Cover of ${book.title}`}
              className="mx-auto aspect-[2/3] w-36 rounded-xl shadow-lg ring-1 ring-line sm:w-full"
            />
            <div>
              <h3 id={bookTitleId} className="text-2xl font-bold text-balance text-brand-950">
                {book.title}
              </h3>
              <p className="mt-1 text-muted">by {book.author}</p>
              <Dialog.Description className="mt-4 text-ink">{book.description}</Dialog.Description>
              <dl className="mt-5 flex items-baseline gap-3">
                <dt className="text-sm font-semibold text-muted">{bookDialogCopy.priceLabel}</dt>
                <dd className="text-2xl font-bold text-brand-900">{formatPrice(book.price)}</dd>
              </dl>
              <p className="mt-5 rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">
                {bookDialogCopy.note}{' '}
                <Link
                  to="/contact"
                  className="font-semibold underline"
                  onClick={() => onOpenChange(false)}
                >
                  Contact us
                </Link>
              </p>
            </div>
          </div>
          <div className="mt-8 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{bookDialogCopy.close}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
