import { and, desc, eq, ne } from 'drizzle-orm';
import type { postInputSchema, AdminPost } from '@verdantia/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { posts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { rememberOldSlug, releaseOldSlug } from './old-slugs.ts';

type PostRow = typeof posts.$inferSelect;
type PostValues = z.output<typeof postInputSchema>;

// The blog dashboard's posts: every post, drafts included, and their edits.

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
