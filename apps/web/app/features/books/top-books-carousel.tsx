import type { ReactNode } from 'react';
import { topBooksCopy, type Book } from '~/content/books';
import { Button } from '~/ui/button';
import { Carousel } from '~/ui/carousel';
import type { OpenBook } from './book-card';
import { formatPrice } from './format-price';
import { useBookDialog } from './use-book-dialog';
import { useTopBooks } from './use-top-books';

interface TopBooksCarouselProps {
  label: string;
  /** Shown while the list loads (the section's skeleton). */
  loading: ReactNode;
}

/** The looping carousel: autoplay 3000 ms, 500 ms moves, one slide, dots. */
export default function TopBooksCarousel({ label, loading }: TopBooksCarouselProps) {
  const { state, retry } = useTopBooks();
  const { openBook, dialog } = useBookDialog();

  if (state.status === 'loading') return loading;
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="flex min-h-[26rem] flex-col items-center justify-center gap-5 rounded-[2rem] bg-brand-50 p-8 text-center ring-1 ring-brand-100"
      >
        <div>
          <p className="text-lg font-medium text-brand-950">{topBooksCopy.error}</p>
          <p className="mt-1 text-muted">{topBooksCopy.hint}</p>
        </div>
        <Button onClick={retry}>{topBooksCopy.retry}</Button>
      </div>
    );
  }
  return (
    <>
      <Carousel
        label={label}
        loop
        dots
        autoplayMs={3000}
        durationMs={500}
        slides={state.data.map((book) => (
          <TopBookSlide key={book.id} book={book} onOpen={openBook} />
        ))}
      />
      {dialog}
    </>
  );
}

function TopBookSlide({ book, onOpen }: { book: Book; onOpen: OpenBook }) {
  return (
    <article
      data-testid="top-book"
      className="relative grid h-full items-center gap-6 overflow-hidden rounded-[2rem] bg-[linear-gradient(135deg,#0d443d,#0f6959)] p-6 text-white sm:grid-cols-[14rem_1fr] sm:gap-10 sm:p-10"
    >
      <img
        src={book.imageUrl}
        width="240"
        height="360"
        alt=""
        className="mx-auto aspect-[2/3] w-40 rounded-xl shadow-2xl ring-1 ring-white/20 sm:w-full"
      />
      <div>
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
          Top pick
        </p>
        <h3 className="mt-2 text-2xl font-bold text-balance sm:text-3xl">
          <button
            type="button"
            className="text-left hover:underline focus-visible:outline-accent-300"
            onClick={(e) => onOpen(book, e.currentTarget)}
          >
            {book.title}
          </button>
        </h3>
        <p className="mt-1 text-white/80">by {book.author}</p>
        <p className="mt-4 text-white/90 max-sm:line-clamp-4">{book.description}</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-2xl font-bold">
            <span className="sr-only">Price: </span>
            {formatPrice(book.price)}
          </p>
          <Button
            variant="light"
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
