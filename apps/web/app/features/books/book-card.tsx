import type { Book } from '~/content/books';
import { Button } from '~/ui/button';
import { formatPrice } from './format-price';

export type OpenBook = (book: Book, opener: HTMLElement) => void;

/**
 * A catalogue card. The whole card opens the book's information: its title is a button stretched
 * over the card (one focus stop, a real name), and Buy Now sits above it and opens the same.
 */
export function BookCard({ book, onOpen }: { book: Book; onOpen: OpenBook }) {
  return (
    <article
      data-testid="book-card"
      className="group relative grid h-full grid-cols-[6.5rem_1fr] gap-4 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line transition-shadow hover:shadow-lg hover:ring-brand-300 sm:flex sm:flex-col sm:gap-0 sm:p-5"
    >
      <div className="self-start overflow-hidden rounded-xl bg-brand-50 sm:self-auto sm:rounded-2xl">
        <img
          src={book.imageUrl}
          width="240"
          height="360"
          alt=""
          loading="lazy"
          className="aspect-[2/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-col sm:flex-1">
        <h3 className="leading-snug font-bold text-brand-950 sm:mt-5 sm:text-lg">
          <button
            type="button"
            className="text-left after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            onClick={(e) => onOpen(book, e.currentTarget)}
          >
            {book.title}
          </button>
        </h3>
        <p className="mt-1 text-sm text-muted">by {book.author}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4 sm:pt-5">
          <p>
            <span className="sr-only">Price: </span>
            <span className="text-xl font-bold text-brand-900">{formatPrice(book.price)}</span>
          </p>
          <Button
            className="relative z-10"
            aria-label={`Buy Now: ${book.title}`}
            onClick={(e) => onOpen(book, e.currentTarget)}
          >
            Buy Now
          </Button>
        </div>
      </div>
    </article>
  );
}
