import { and, count, desc, eq, ne } from 'drizzle-orm';
import type {
  postInputSchema,
  AdminPost,
  PostList,
  PostSummary,
  PublicPost,
} from '@verdantia/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { posts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { renderMarkdown } from './markdown.ts';
import { rememberOldSlug, releaseOldSlug } from './old-slugs.ts';

type PostRow = typeof posts.$inferSelect;
type PostValues = z.output<typeof postInputSchema>;

export const blogMessages = {
  notFound: 'This post does not exist (it may have been deleted).',
  slugTaken: 'Another post already uses this slug. Please choose a different one.',
} as const;

/** Thrown when a slug is already used; the route turns it into a 409 with a field error. */
export class SlugTakenError extends HttpError {
  constructor() {
    super(409, blogMessages.slugTaken);
  }
}

const summaryColumns = {
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  coverImageUrl: posts.coverImageUrl,
  coverAlt: posts.coverAlt,
  author: posts.author,
  publishedAt: posts.publishedAt,
};

function toAdminPost(row: PostRow): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyMarkdown: row.bodyMarkdown,
    coverImageUrl: row.coverImageUrl,
    coverAlt: row.coverAlt,
    author: row.author,
    publishedAt: row.publishedAt,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every post, drafts included, most recently edited first (the blog dashboard's list). */
export async function listAllPosts(db: Database): Promise<AdminPost[]> {
  const rows = await db.select().from(posts).orderBy(desc(posts.updatedAt), desc(posts.id));
  return rows.map(toAdminPost);
}

export async function getPost(db: Database, id: number): Promise<AdminPost> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new HttpError(404, blogMessages.notFound);
  return toAdminPost(row);
}

async function assertSlugFree(db: Database, slug: string, exceptId?: number) {
  const where =
    exceptId === undefined
      ? eq(posts.slug, slug)
      : and(eq(posts.slug, slug), ne(posts.id, exceptId));
  const [taken] = await db.select({ id: posts.id }).from(posts).where(where).limit(1);
  if (taken) throw new SlugTakenError();
}

/** Two editors saving the same slug at once: the unique index decides, with the same answer. */
function rethrowSlugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new SlugTakenError();
  throw error;
}

export async function createPost(
  db: Database,
  input: PostValues,
  createdBy: string,
): Promise<AdminPost> {
  await assertSlugFree(db, input.slug);
  const [row] = await db
    .insert(posts)
    .values({ ...input, status: 'draft', createdBy })
    .returning()
    .catch(rethrowSlugTaken);
  await releaseOldSlug(db, row!.slug);
  return toAdminPost(row!);
}

export async function updatePost(db: Database, id: number, input: PostValues): Promise<AdminPost> {
  const before = await getPost(db, id);
  await assertSlugFree(db, input.slug, id);
  const [row] = await db
    .update(posts)
    .set(input)
    .where(eq(posts.id, id))
    .returning()
    .catch(rethrowSlugTaken);
  await rememberOldSlug(db, id, before.slug, row!.slug);
  return toAdminPost(row!);
}

export async function deletePost(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (deleted.length === 0) throw new HttpError(404, blogMessages.notFound);
}

export async function setPostStatus(
  db: Database,
  id: number,
  status: 'draft' | 'published',
): Promise<AdminPost> {
  const [row] = await db.update(posts).set({ status }).where(eq(posts.id, id)).returning();
  if (!row) throw new HttpError(404, blogMessages.notFound);
  return toAdminPost(row);
}

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
