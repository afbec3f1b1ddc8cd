import { BooksHero } from '~/features/books/books-hero';
import { TopBooksSection } from '~/features/books/top-books-section';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenNear } from '~/ui/lazy-section';
import type { Route } from './+types/books';

export const meta: Route.MetaFunction = () => pageMeta('/books');

const BookCatalogue = hydrateWhenNear(
  () => import('~/features/books/book-catalogue'),
  'min-h-[190rem] sm:min-h-[90rem] lg:min-h-[52rem]',
);

export default function BooksPage() {
  return (
    <>
      <BooksHero />
      <TopBooksSection />
      <BookCatalogue />
    </>
  );
}
