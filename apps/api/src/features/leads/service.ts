import type { NewsletterLead } from '@verdantia/domain';
import type { Database } from '../../db/client.ts';
import { newsletterLeads } from '../../db/schema/index.ts';

/**
 * Stores a newsletter sign-up. E-mails are kept lower-cased so one address signs up once
 * however it is typed; signing up again is not an error (and says nothing about who is listed).
 * @returns whether a new row was written.
 */
export async function addNewsletterLead(db: Database, lead: NewsletterLead): Promise<boolean> {
  const rows = await db
    .insert(newsletterLeads)
    .values({ email: lead.email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterLeads.email })
    .returning({ id: newsletterLeads.id });
  return rows.length > 0;
}
