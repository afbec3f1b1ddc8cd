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
// lose the lead. One statement, not a transaction: these are the busiest writes of the site.

/** What the notification reads from the inserted lead (see notifications.ts). */
const storedAt = <T extends { id: PgColumn; createdAt: PgColumn }>(table: T) => ({
  id: table.id,
  createdAt: table.createdAt,
});

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
  const id = await insertWithMail(
    db,
    db
      .insert(newsletterLeads)
      .values(values)
      .onConflictDoNothing({ target: newsletterLeads.email })
      .returning(storedAt(newsletterLeads)),
    newsletterNotification(values, notifyTo),
  );
  return id !== undefined;
}

/** Stores a contact-form or request-info lead. @returns its id. */
export async function addContactLead(
  db: Database,
  lead: ContactEndpointBody,
  notifyTo: string,
): Promise<number> {
  // The modal's schema has no sector, phone or message (zod drops unknown keys).
  const details =
    lead.source === 'request-info'
      ? {}
      : { sector: lead.sector ?? null, phone: lead.phone ?? null, message: lead.message ?? null };
  const values = {
    source: lead.source ?? 'contact',
    name: lead.name ?? null,
    designation: lead.designation ?? null,
    companyName: lead.companyName ?? null,
    professionalEmail: lead.professionalEmail,
    ...details,
  };
  const id = await insertWithMail(
    db,
    db.insert(contactLeads).values(values).returning(storedAt(contactLeads)),
    contactNotification(values, notifyTo),
  );
  return id!;
}

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
  const id = await insertWithMail(
    db,
    db.insert(earlyAccessLeads).values(values).returning(storedAt(earlyAccessLeads)),
    earlyAccessNotification(values, notifyTo),
  );
  return id!;
}

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
  const id = await insertWithMail(
    db,
    db.insert(waitingListEntries).values(values).returning(storedAt(waitingListEntries)),
    waitingListNotification(values, notifyTo),
  );
  return id!;
}
