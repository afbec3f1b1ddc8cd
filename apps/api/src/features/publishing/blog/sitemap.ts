import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import type { SitemapEntry } from '../../../plugins/sitemap-sources.ts';

/** Every published post's page, with the day it last changed (an edit after publishing counts). */
export async function publishedPostPages(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(eq(posts.status, 'published'))
    .orderBy(desc(posts.publishedAt), desc(posts.id));
  return rows.map((row) => ({
    path: `/academy/blogs/${row.slug}`,
    lastmod: row.updatedAt.toISOString().slice(0, 10),
  }));
}
