import { randomBytes } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { slugify, type AdminNews, type NewsInput } from '@verdantia/domain';
import type { Database } from '../../../../db/client.ts';
import { isUniqueViolation } from '../../../../db/errors.ts';
import { newsArticles } from '../../../../db/schema/index.ts';
import { HttpError } from '../../../../http/http-error.ts';

type NewsRow = typeof newsArticles.$inferSelect;

export const newsAdminMessages = {
  notFound: 'This news article does not exist (it may have been deleted).',
} as const;

function toAdminNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    summary: row.summary,
    paragraphs: row.paragraphs,
    images: row.images,
    published: row.published,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every article, unpublished ones included, newest first. */
export async function listAllNews(db: Database): Promise<AdminNews[]> {
  const rows = await db
    .select()
    .from(newsArticles)
    .orderBy(desc(newsArticles.date), desc(newsArticles.id));
  return rows.map(toAdminNews);
}

export async function getNews(db: Database, id: number): Promise<AdminNews> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!row) throw new HttpError(404, newsAdminMessages.notFound);
  return toAdminNews(row);
}

/** A slug from the title that no other article uses (title, title-2, title-3, ...). */
async function freeSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title) || 'article';
  const taken = new Set(
    (
      await db
        .select({ slug: newsArticles.slug })
        .from(newsArticles)
        .where(like(newsArticles.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Tries with the next free number before falling back to a random suffix. */
const NUMBERED_ATTEMPTS = 5;
const MAX_ATTEMPTS = 20;

/**
 * New articles start unpublished: the editor publishes them when ready. Two editors (or one
 * double click) saving one title at once both see the same free slug; the unique index lets one
 * insert win and the other tries again with a fresh slug, so both articles are stored.
 */
export async function createNews(db: Database, input: NewsInput): Promise<AdminNews> {
  for (let attempt = 0; ; attempt += 1) {
    const slug =
      attempt < NUMBERED_ATTEMPTS
        ? await freeSlug(db, input.title)
        : `${slugify(input.title).slice(0, 70) || 'article'}-${randomBytes(4).toString('hex')}`;
    try {
      const [row] = await db
        .insert(newsArticles)
        .values({ ...input, slug, published: false })
        .returning();
      return toAdminNews(row!);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt + 1 >= MAX_ATTEMPTS) throw error;
    }
  }
}

export async function updateNews(db: Database, id: number, input: NewsInput): Promise<AdminNews> {
  const [row] = await db.update(newsArticles).set(input).where(eq(newsArticles.id, id)).returning();
  if (!row) throw new HttpError(404, newsAdminMessages.notFound);
  return toAdminNews(row);
}

export async function deleteNews(db: Database, id: number): Promise<AdminNews> {
  const [row] = await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
  if (!row) throw new HttpError(404, newsAdminMessages.notFound);
  return toAdminNews(row);
}

export async function setNewsPublished(
  db: Database,
  id: number,
  published: boolean,
): Promise<AdminNews> {
  const [row] = await db
    .update(newsArticles)
    .set({ published })
    .where(eq(newsArticles.id, id))
    .returning();
  if (!row) throw new HttpError(404, newsAdminMessages.notFound);
  return toAdminNews(row);
}
