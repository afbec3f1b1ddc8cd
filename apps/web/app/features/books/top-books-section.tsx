import { lazy, Suspense, useEffect, useState } from 'react';

// The carousel, its data and the book dialog load after the page is interactive: the list comes
// from a JSON file at run time, so there is nothing for the prerendered HTML to show but a skeleton.
const TopBooksCarousel = lazy(() => import('./top-books-carousel'));

const copy = {
  title: 'Top Selected Books for You',
  lead: 'Our advisers’ current favourites, one at a time.',
  loading: 'Loading books…',
};

/** "Top Selected Books for You". */
export function TopBooksSection() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section aria-labelledby="top-books-title" className="container-page py-16 lg:py-24">
      <div className="text-center">
        <h2
          id="top-books-title"
          className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
        >
          {copy.title}
        </h2>
        <p className="mt-3 text-lg text-muted">{copy.lead}</p>
      </div>
      <div className="mx-auto mt-10 max-w-5xl">
        {mounted ? (
          <Suspense fallback={<BooksSkeleton />}>
            <TopBooksCarousel label="Top picks" loading={<BooksSkeleton />} />
          </Suspense>
        ) : (
          <BooksSkeleton />
        )}
      </div>
    </section>
  );
}

function BooksSkeleton() {
  return (
    <div
      role="status"
      className="grid min-h-[26rem] animate-pulse gap-8 rounded-[2rem] bg-brand-50 p-8 ring-1 ring-brand-100 sm:grid-cols-[14rem_1fr]"
    >
      <span className="sr-only">{copy.loading}</span>
      <div className="mx-auto aspect-[2/3] w-40 rounded-2xl bg-brand-100 sm:w-full" />
      <div className="space-y-4 self-center">
        <div className="h-4 w-24 rounded bg-brand-100" />
        <div className="h-8 w-3/4 rounded bg-brand-100" />
        <div className="h-4 w-full rounded bg-brand-100" />
        <div className="h-4 w-5/6 rounded bg-brand-100" />
      </div>
    </div>
  );
}
