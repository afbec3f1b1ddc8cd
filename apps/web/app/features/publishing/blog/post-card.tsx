import type { PostSummary } from '@verdantia/domain/publishing/post-answers';
import { Link } from 'react-router';
import { FALLBACK_COVER_CLASS, formatPostDate } from './format';

/** One post in the list: cover, date, title (the card's link), summary and author. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt}
          width="640"
          height="360"
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className={`grid aspect-video place-items-center ${FALLBACK_COVER_CLASS}`}
        >
          <span className="text-5xl font-bold text-accent-300">{post.title.charAt(0)}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
        <Heading className="mt-3 text-lg font-semibold text-balance text-brand-950 group-hover:text-brand-700">
          <Link
            to={`/academy/blogs/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm text-muted">{post.summary}</p>
        <p className="mt-5 text-sm font-medium text-ink">{post.author}</p>
      </div>
    </li>
  );
}

/** Grey placeholders in the shape of the cards while the list loads. */
export function PostCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-3xl bg-white ring-1 ring-line">
          <div className="aspect-video animate-pulse bg-brand-50" />
          <div className="space-y-3 p-6">
            <div className="h-3 w-24 animate-pulse rounded bg-line" />
            <div className="h-5 w-5/6 animate-pulse rounded bg-line" />
            <div className="h-3 w-full animate-pulse rounded bg-line/70" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-line/70" />
          </div>
        </li>
      ))}
    </ul>
  );
}
