import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Blog posts written in the blog dashboard. Published ones appear at /academy/blogs, on their own
 * page /academy/blogs/<slug> and in the home page's blog cards. The body is Markdown, rendered to
 * safe HTML when read (features/publishing/blog/markdown.ts), never stored as HTML.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** /uploads/<name> or an https address; '' when the post has no cover. */
    coverImageUrl: text('cover_image_url').notNull().default(''),
    coverAlt: text('cover_alt').notNull().default(''),
    author: text('author').notNull(),
    /** The date shown on the post (a calendar day). */
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** The staff member who created it (their id as text; kept when they leave). */
    createdBy: text('created_by'),
  },
  (table) => [index('posts_status_published_at_idx').on(table.status, table.publishedAt)],
);

/**
 * Addresses a post had before its slug changed. /academy/blogs/<old slug> answers a 301 to the
 * post's current address, so links and search results keep working. A slug given to a post
 * again (the same or another one) leaves this table: a live post always wins.
 */
export const postSlugs = pgTable(
  'post_slugs',
  {
    slug: text('slug').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_slugs_post_id_idx').on(table.postId)],
);
