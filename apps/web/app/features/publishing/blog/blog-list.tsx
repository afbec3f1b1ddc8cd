import { plural } from '@verdantia/domain/common/plural';
import { Link, useSearchParams } from 'react-router';
import { useApiData } from '~/lib/use-api-data';
import { Button, ButtonLink } from '~/ui/button';
import { cn } from '~/ui/cn';
import { isPostList } from './format';
import { PostCard, PostCardSkeletons } from './post-card';

function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The published posts, newest first, nine to a page (?page=N). Fetched after load (the API does
 * not run during the static build): skeleton cards first, then the posts, an empty state or a
 * message with a retry.
 */
export function BlogList() {
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const { state, retry } = useApiData(`/api/blog/posts?page=${page}`, isPostList);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading articles">
        <PostCardSkeletons />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="rounded-3xl bg-white p-10 text-center ring-1 ring-line">
        <p className="text-ink">We could not load the articles just now. Please try again.</p>
        <Button variant="secondary" className="mt-5" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  const list = state.data;
  if (list.items.length === 0) {
    return (
      <div className="rounded-3xl bg-white p-10 text-center ring-1 ring-line">
        <p className="text-lg font-semibold text-brand-950">
          {page > 1
            ? 'There are no articles on this page.'
            : 'Our first articles are on their way.'}
        </p>
        <p className="mt-3 text-muted">
          {page > 1
            ? 'Go back to the first page to see the latest posts.'
            : 'Sign up to the newsletter at the foot of the page and we will let you know when they are published.'}
        </p>
        {page > 1 && (
          <ButtonLink to="/academy/blogs" variant="secondary" className="mt-5">
            Latest articles
          </ButtonLink>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {`${plural(list.total, 'article')}, page ${list.page} of ${list.pageCount}`}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {list.items.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </ul>
      {list.pageCount > 1 && <Pagination page={list.page} pageCount={list.pageCount} />}
    </>
  );
}

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const href = (n: number) => (n === 1 ? '/academy/blogs' : `/academy/blogs?page=${n}`);
  const item = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold';
  return (
    <nav
      aria-label="Article pages"
      className="mt-12 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <Link
          to={href(page - 1)}
          className={cn(item, 'text-brand-800 hover:bg-brand-50')}
          rel="prev"
        >
          Previous
        </Link>
      )}
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          className={cn(
            item,
            n === page ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
          )}
        >
          {n}
        </Link>
      ))}
      {page < pageCount && (
        <Link
          to={href(page + 1)}
          className={cn(item, 'text-brand-800 hover:bg-brand-50')}
          rel="next"
        >
          Next
        </Link>
      )}
    </nav>
  );
}
