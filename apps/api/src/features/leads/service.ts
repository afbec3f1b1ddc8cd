import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { earlyAccessSchema, NewsletterLead, waitingListSchema } from '@verdantia/domain';
import type { Database } from '../../db/client.ts';
import {
  contactLeads,
  earlyAccessLeads,
  newsletterLeads,
  waitingListEntries,
} from '../../db/schema/index.ts';
import { insertWithMail } from '../../mail/outbox.ts';
import {
  contactNotification,
  earlyAccessNotification,
  newsletterNotification,
  waitingListNotification,
} from './notifications.ts';
import type { ContactEndpointBody } from './schemas.ts';

// Each lead and its notification e-mail are written in one statement (insertWithMail): when the
// form is told "sent", both are stored; sending the e-mail is the mail worker's job and cannot
// lose the lead. One statement, not a transaction: these are the busiest writes of the site. Each
// statement is built once, with placeholders: a submission only binds its values.

/** What the notification reads from the inserted lead (see notifications.ts). */
const storedAt = <T extends { id: PgColumn; createdAt: PgColumn }>(table: T) => ({
  id: table.id,
  createdAt: table.createdAt,
});

/** What a form binds: the named columns of its table's row, every one given (null when empty). */
type Bound<Row, Column extends keyof Row> = { [C in Column]-?: Exclude<Row[C], undefined> };

type NewsletterValues = Bound<typeof newsletterLeads.$inferInsert, 'email'>;
const writeNewsletterLead = insertWithMail<NewsletterValues>('newsletter_lead', (db, value) =>
  db
    .insert(newsletterLeads)
    .values({ email: value('email') })
    .onConflictDoNothing({ target: newsletterLeads.email })
    .returning(storedAt(newsletterLeads)),
);

/**
 * Stores a newsletter sign-up. E-mails are kept lower-cased so one address signs up once
 * however it is typed; signing up again is not an error (and says nothing about who is listed).
 * Only a first sign-up notifies the provider.
 * @returns whether a new row was written.
 */
export async function addNewsletterLead(
  db: Database,
  lead: NewsletterLead,
  notifyTo: string,
): Promise<boolean> {
  const values = { email: lead.email.toLowerCase() };
  const id = await writeNewsletterLead(db, values, newsletterNotification(values, notifyTo));
  return id !== undefined;
}

type ContactValues = Bound<
  typeof contactLeads.$inferInsert,
  | 'source'
  | 'name'
  | 'designation'
  | 'companyName'
  | 'professionalEmail'
  | 'sector'
  | 'phone'
  | 'message'
>;
const writeContactLead = insertWithMail<ContactValues>('contact_lead', (db, value) =>
  db
    .insert(contactLeads)
    .values({
      source: value('source'),
      name: value('name'),
      designation: value('designation'),
      companyName: value('companyName'),
      professionalEmail: value('professionalEmail'),
      sector: value('sector'),
      phone: value('phone'),
      message: value('message'),
    })
    .returning(storedAt(contactLeads)),
);

/** Stores a contact-form or request-info lead. @returns its id. */
export async function addContactLead(
  db: Database,
  lead: ContactEndpointBody,
  notifyTo: string,
): Promise<number> {
  // The modal's schema has no sector, phone or message (zod drops unknown keys).
  const contact = lead.source === 'request-info' ? undefined : lead;
  const values: ContactValues = {
    source: lead.source ?? 'contact',
    name: lead.name ?? null,
    designation: lead.designation ?? null,
    companyName: lead.companyName ?? null,
    professionalEmail: lead.professionalEmail,
    sector: contact?.sector ?? null,
    phone: contact?.phone ?? null,
    message: contact?.message ?? null,
  };
  const id = await writeContactLead(db, values, contactNotification(values, notifyTo));
  return id!;
}

type EarlyAccessValues = Bound<
  typeof earlyAccessLeads.$inferInsert,
  'fullName' | 'email' | 'sector' | 'country'
>;
const writeEarlyAccessLead = insertWithMail<EarlyAccessValues>('early_access_lead', (db, value) =>
  db
    .insert(earlyAccessLeads)
    .values({
      fullName: value('fullName'),
      email: value('email'),
      sector: value('sector'),
      country: value('country'),
    })
    .returning(storedAt(earlyAccessLeads)),
);

/** Stores an early-access sign-up from /coming-soon. @returns its id. */
export async function addEarlyAccessLead(
  db: Database,
  lead: z.output<typeof earlyAccessSchema>,
  notifyTo: string,
): Promise<number> {
  const values = {
    fullName: lead.full_name,
    email: lead.email,
    sector: lead.sector,
    country: lead.country,
  };
  const id = await writeEarlyAccessLead(db, values, earlyAccessNotification(values, notifyTo));
  return id!;
}

type WaitingListValues = Bound<
  typeof waitingListEntries.$inferInsert,
  'firstName' | 'surname' | 'companyName' | 'email' | 'message' | 'programme'
>;
const writeWaitingListEntry = insertWithMail<WaitingListValues>('waiting_list_entry', (db, value) =>
  db
    .insert(waitingListEntries)
    .values({
      firstName: value('firstName'),
      surname: value('surname'),
      companyName: value('companyName'),
      email: value('email'),
      message: value('message'),
      programme: value('programme'),
    })
    .returning(storedAt(waitingListEntries)),
);

/** Stores a waiting-list entry. @returns its id. */
export async function addWaitingListEntry(
  db: Database,
  entry: z.output<typeof waitingListSchema>,
  notifyTo: string,
): Promise<number> {
  const values = {
    firstName: entry.firstName,
    surname: entry.surname,
    companyName: entry.companyName,
    email: entry.email,
    message: entry.message ?? null,
    programme: entry.programme ?? null,
  };
  const id = await writeWaitingListEntry(db, values, waitingListNotification(values, notifyTo));
  return id!;
}
