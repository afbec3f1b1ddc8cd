import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contactSources } from '@verdantia/domain';

// Leads from the public forms. Every field a form sends is kept (the staff back-office lists
// them); `handled_at` is set when staff have dealt with a lead. Timestamps are UTC (timestamptz).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const handledAt = () => timestamp('handled_at', { withTimezone: true });

/**
 * Newsletter sign-ups. E-mails are stored lower-cased, so the unique index is case-insensitive.
 * Like every lead table, indexed on created_at: the inbox reads the newest page of each.
 */
export const newsletterLeads = pgTable(
  'newsletter_leads',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
    handledAt: handledAt(),
  },
  (t) => [index('newsletter_leads_created_at_idx').on(t.createdAt)],
);

/**
 * POST /api/submit_contact_form: the contact form and the request-info modal (`source`). The
 * modal requires only the e-mail address, so name and company may be empty for its rows.
 */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: contactSources }).notNull(),
    name: text('name'),
    designation: text('designation'),
    companyName: text('company_name'),
    professionalEmail: text('professional_email').notNull(),
    sector: text('sector'),
    phone: text('phone'),
    message: text('message'),
    createdAt: createdAt(),
    handledAt: handledAt(),
  },
  (t) => [
    check('contact_leads_source_check', sql`${t.source} in ('contact', 'request-info')`),
    index('contact_leads_created_at_idx').on(t.createdAt),
  ],
);

/** POST /api/comming_soon: early-access sign-ups from /coming-soon (the spec's field names). */
export const earlyAccessLeads = pgTable(
  'early_access_leads',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    sector: text('sector').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
    handledAt: handledAt(),
  },
  (t) => [index('early_access_leads_created_at_idx').on(t.createdAt)],
);

/** POST /api/waiting-list: the private-beta waiting list, with the page the visitor joined from. */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    programme: text('programme'),
    createdAt: createdAt(),
    handledAt: handledAt(),
  },
  (t) => [index('waiting_list_entries_created_at_idx').on(t.createdAt)],
);

/**
 * How many leads of each kind the inbox holds, and how many of them are handled: the inbox shows
 * the total on every visit, and counting five tables each time grows with them. Kept by database
 * triggers on every lead table (see the backoffice-lists migration), so every write path (forms,
 * handling, erasure, cascades, direct SQL) keeps it exact, under concurrency too.
 */
export const leadCounts = pgTable('lead_counts', {
  kind: text('kind').primaryKey(),
  total: integer('total').notNull().default(0),
  handled: integer('handled').notNull().default(0),
});
