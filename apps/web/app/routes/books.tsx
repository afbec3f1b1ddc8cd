import BookCatalogue from '~/features/books/book-catalogue';
import { BooksHero } from '~/features/books/books-hero';
import { TopBooksSection } from '~/features/books/top-books-section';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/books';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The catalogue hydrates with the page (its cards are buttons, so a click must never land on
// inert HTML); the carousel and the book dialog load after it.
export default function BooksPage() {
  return (
    <>
      <BooksHero />
      <TopBooksSection />
      <BookCatalogue />
    </>
  );
}
