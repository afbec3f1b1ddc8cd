import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Articles of "Latest News" on the podcast and news page. Seeded with four built-in articles; the
 * back-office edits them later, hence the slug, the published flag and updated_at. GET /api/news
 * renames the columns to the spec's fields (summary -> smallP, paragraphs -> details, ...).
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    /** Publication date (a calendar day, no time zone). */
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    /** The short text of the side list. */
    summary: text('summary').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull().default([]),
    /** Site paths such as /images/news/<name>.svg. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    slug: text('slug').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('news_articles_published_date_idx').on(table.published, table.date),
    // An editor's mistake must not reach the page as a string where a list is expected.
    check('news_articles_paragraphs_array', sql`jsonb_typeof(${table.paragraphs}) = 'array'`),
    check('news_articles_images_array', sql`jsonb_typeof(${table.images}) = 'array'`),
  ],
);
