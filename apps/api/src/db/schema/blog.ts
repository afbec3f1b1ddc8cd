import { date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Blog posts written in the blog dashboard. Published ones appear at /academy/blogs, on their own
 * page /academy/blogs/<slug> and in the home page's blog cards. The body is Markdown, rendered to
 * safe HTML when read (features/blog/markdown.ts), never stored as HTML.
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
