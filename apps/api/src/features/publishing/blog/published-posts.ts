import { and, count, desc, eq } from 'drizzle-orm';
import type { PostList, PostSummary, PublicPost } from '@verdantia/domain';
import type { Database } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import { renderMarkdown } from './markdown.ts';

// The public blog's reads: only published posts, bodies rendered to safe HTML.

const summaryColumns = {
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  coverImageUrl: posts.coverImageUrl,
  coverAlt: posts.coverAlt,
  author: posts.author,
  publishedAt: posts.publishedAt,
};

/** Published posts, newest first, one page of them. */
export async function listPublishedPosts(
  db: Database,
  page: number,
  pageSize: number,
): Promise<PostList> {
  const published = eq(posts.status, 'published');
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(posts)
    .where(published);
  const items: PostSummary[] = await db
    .select(summaryColumns)
    .from(posts)
    .where(published)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A published post by slug, without its body (the page head), or undefined. */
export async function findPublishedPostSummary(
  db: Database,
  slug: string,
): Promise<PostSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.status, 'published')))
    .limit(1);
  return row;
}

/** A published post with its body rendered to safe HTML, or undefined. */
export async function findPublishedPost(
  db: Database,
  slug: string,
): Promise<PublicPost | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, bodyMarkdown: posts.bodyMarkdown })
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.status, 'published')))
    .limit(1);
  if (!row) return undefined;
  const { bodyMarkdown, ...summary } = row;
  return { ...summary, html: renderMarkdown(bodyMarkdown) };
}
