import type { LeadKind } from '@verdantia/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  assessmentLeads,
  contactLeads,
  earlyAccessLeads,
  newsletterLeads,
  waitingListEntries,
} from '../../../db/schema/index.ts';

/** Marks a lead handled (or new again). @returns the new handledAt, or undefined if not found. */
export async function setHandled(
  db: Database,
  kind: LeadKind,
  id: number,
  handled: boolean,
): Promise<{ handledAt: string | null } | undefined> {
  const value = handled ? sql`coalesce(handled_at, now())` : null;
  type LeadTable =
    | typeof contactLeads
    | typeof newsletterLeads
    | typeof earlyAccessLeads
    | typeof waitingListEntries
    | typeof assessmentLeads;
  const update = async <T extends LeadTable>(table: T, where: SQL | undefined) =>
    db
      .update(table)
      .set({ handledAt: value } as never)
      .where(where)
      .returning({ handledAt: table.handledAt });
  let rows: Array<{ handledAt: Date | null }>;
  switch (kind) {
    case 'contact':
    case 'request-info':
      rows = await update(
        contactLeads,
        and(eq(contactLeads.id, id), eq(contactLeads.source, kind)),
      );
      break;
    case 'newsletter':
      rows = await update(newsletterLeads, eq(newsletterLeads.id, id));
      break;
    case 'early-access':
      rows = await update(earlyAccessLeads, eq(earlyAccessLeads.id, id));
      break;
    case 'waiting-list':
      rows = await update(waitingListEntries, eq(waitingListEntries.id, id));
      break;
    case 'assessment':
      rows = await update(assessmentLeads, eq(assessmentLeads.id, id));
      break;
  }
  const [row] = rows;
  return row && { handledAt: row.handledAt?.toISOString() ?? null };
}
