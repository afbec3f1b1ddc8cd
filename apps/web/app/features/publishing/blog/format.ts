import type { PostList, PublicPost } from '@verdantia/domain/publishing/post-answers';

/** '2025-03-04' -> '4 March 2025' (the date is a calendar day: no time zone shift). */
export function formatPostDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function isPostList(body: unknown): body is PostList {
  const list = body as PostList | undefined;
  return (
    Array.isArray(list?.items) &&
    typeof list.total === 'number' &&
    typeof list.pageCount === 'number'
  );
}

export function isPublicPost(body: unknown): body is { post: PublicPost } {
  const post = (body as { post?: PublicPost } | undefined)?.post;
  return typeof post?.slug === 'string' && typeof post.html === 'string';
}

/** A short cover for posts without one: the brand gradient behind the title's first letter. */
export const FALLBACK_COVER_CLASS = 'bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950';
