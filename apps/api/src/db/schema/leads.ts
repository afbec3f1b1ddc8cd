import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Leads from the public forms. Contact, early-access and waiting-list tables join this file later.

/** Newsletter sign-ups. E-mails are stored lower-cased, so the unique index is case-insensitive. */
export const newsletterLeads = pgTable('newsletter_leads', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
