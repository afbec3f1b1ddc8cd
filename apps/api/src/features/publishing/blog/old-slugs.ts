import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { posts, postSlugs } from '../../../db/schema/index.ts';

/**
 * Keeps `oldSlug` as a former address of the post, and frees `newSlug` from the table (a live
 * post's address is never also a redirect). Called after a post's slug changed.
 */
export async function rememberOldSlug(
  db: Database,
  postId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await db.delete(postSlugs).where(eq(postSlugs.slug, newSlug));
  if (oldSlug === newSlug) return;
  await db
    .insert(postSlugs)
    .values({ slug: oldSlug, postId })
    .onConflictDoUpdate({ target: postSlugs.slug, set: { postId } });
}

/** A new post takes a slug: any redirect from that address stops. */
export async function releaseOldSlug(db: Database, slug: string): Promise<void> {
  await db.delete(postSlugs).where(eq(postSlugs.slug, slug));
}

/** The current slug of the published post that once had `oldSlug`, or undefined. */
export async function currentSlugFor(db: Database, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: posts.slug })
    .from(postSlugs)
    .innerJoin(posts, eq(posts.id, postSlugs.postId))
    .where(and(eq(postSlugs.slug, oldSlug), eq(posts.status, 'published')))
    .limit(1);
  return row?.slug;
}
