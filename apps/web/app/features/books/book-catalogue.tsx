import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { books, CATALOGUE_FIRST, catalogueIntro } from '~/content/books';
import { Button } from '~/ui/button';
import { BookCard } from './book-card';
import { useBookDialog } from './use-book-dialog';

/**
 * "Read Our Amazing Books": four cards, and More Books reveals the rest of the list in place,
 * moving focus to the first new card so keyboard users land on what appeared.
 */
export default function BookCatalogue() {
  const { openBook, dialog } = useBookDialog();
  const [showAll, setShowAll] = useState(false);
  const firstNew = useRef<HTMLLIElement>(null);
  const shown = showAll ? books : books.slice(0, CATALOGUE_FIRST);

  useEffect(() => {
    if (showAll) firstNew.current?.querySelector('button')?.focus();
  }, [showAll]);

  return (
    <section aria-labelledby="catalogue-title" className="bg-page-teal py-16 lg:py-24">
      <div className="container-page">
        <div className="max-w-3xl">
          <h2
            id="catalogue-title"
            className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
          >
            {catalogueIntro.title}
          </h2>
          <p className="mt-3 text-lg text-muted">{catalogueIntro.lead}</p>
        </div>
        <ul id="book-list" className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {shown.map((book, i) => (
            <li key={book.id} ref={i === CATALOGUE_FIRST ? firstNew : undefined}>
              <BookCard book={book} onOpen={openBook} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          {showAll ? (
            <p className="text-muted">
              {catalogueIntro.end}{' '}
              <Link to="/contact" className="font-semibold text-brand-800 underline">
                {catalogueIntro.ask}
              </Link>
            </p>
          ) : (
            <Button
              size="lg"
              variant="secondary"
              aria-controls="book-list"
              onClick={() => setShowAll(true)}
            >
              {catalogueIntro.more}
            </Button>
          )}
        </div>
      </div>
      {dialog}
    </section>
  );
}
