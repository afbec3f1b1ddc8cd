import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { purgeDeletedRows } from '../../../db/purge.ts';
import {
  ASSESSMENT_REPORT_MAIL,
  assessmentLeads,
  contactLeads,
  earlyAccessLeads,
  leadCounts,
  newsletterLeads,
  outboxMessages,
  waitingListEntries,
} from '../../../db/schema/index.ts';

/**
 * GDPR erasure: deletes every lead row with this address (any case) and the outbox messages
 * about them (their notifications name the person and have them as Reply-To), whatever their
 * status: a sent notification still holds the person's data. The rows are then purged from the
 * database files too, not only marked deleted.
 * @returns how many rows went from each table.
 */
export async function eraseLeads(db: Database, email: string) {
  const address = email.trim().toLowerCase();
  const erased = await db.transaction(async (tx) => {
    const matches = (column: AnyPgColumn) => sql`lower(${column}) = ${address}`;
    // The deletes below update the inbox's counts (database triggers), one row per kind in the
    // order the leads are found: taking them all first, in one order, keeps two erasures at once
    // from waiting on each other in a cycle.
    await tx
      .select({ kind: leadCounts.kind })
      .from(leadCounts)
      .orderBy(leadCounts.kind)
      .for('update');
    const contact = await tx
      .delete(contactLeads)
      .where(matches(contactLeads.professionalEmail))
      .returning({ id: contactLeads.id });
    const newsletter = await tx
      .delete(newsletterLeads)
      .where(matches(newsletterLeads.email))
      .returning({ id: newsletterLeads.id });
    const earlyAccess = await tx
      .delete(earlyAccessLeads)
      .where(matches(earlyAccessLeads.email))
      .returning({ id: earlyAccessLeads.id });
    const waitingList = await tx
      .delete(waitingListEntries)
      .where(matches(waitingListEntries.email))
      .returning({ id: waitingListEntries.id });
    const assessment = await tx
      .delete(assessmentLeads)
      .where(matches(assessmentLeads.email))
      .returning({ id: assessmentLeads.id });
    const outbox = await tx
      .delete(outboxMessages)
      .where(
        // Only lead notifications carry a lead's address as Reply-To; assessment reports go to it.
        or(
          and(isNotNull(outboxMessages.replyTo), matches(outboxMessages.replyTo)),
          and(eq(outboxMessages.kind, ASSESSMENT_REPORT_MAIL), matches(outboxMessages.toAddress)),
        ),
      )
      .returning({ id: outboxMessages.id });
    return {
      contact: contact.length,
      newsletter: newsletter.length,
      earlyAccess: earlyAccess.length,
      waitingList: waitingList.length,
      assessment: assessment.length,
      outbox: outbox.length,
    };
  });
  await purgeDeletedRows(db, [
    contactLeads,
    newsletterLeads,
    earlyAccessLeads,
    waitingListEntries,
    assessmentLeads,
    outboxMessages,
  ]);
  return erased;
}
