import { accessMessages, comparableName } from '@verdantia/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  staffUsers,
  trustlinkExclusions as x,
  trustlinkEvents,
  trustlinkInteractions,
} from '../../../db/schema/index.ts';
import { recordAudit } from '../../../audit/audit.ts';
import { HttpError } from '../../../http/http-error.ts';
import { assertManager, type CaseReader } from './case-access.ts';
import { recordCaseAction } from './case-actions.ts';
import type { SealedReport } from '../sealed-case.ts';

type SealedReportPeople = SealedReport['involvedPersons'];

// Conflicts of interest. A report naming a staff member (an involved person's name or e-mail,
// compared without case or accents) keeps that account out of the case. The match runs when the
// report is stored, while its content is in clear in memory: only the exclusion rows are kept,
// never the names. Handlers may step aside themselves; re-including takes two case managers.

/** The staff accounts a report names, by id. */
export async function namedStaff(db: Database, people: SealedReportPeople): Promise<number[]> {
  const names = new Set(people.map((p) => comparableName(p.fullName)).filter(Boolean));
  const emails = new Set(
    people.map((p) => (p.email ? comparableName(p.email) : '')).filter(Boolean),
  );
  if (names.size === 0 && emails.size === 0) return [];
  const staff = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(isNull(staffUsers.removedAt));
  return staff
    .filter((s) => names.has(comparableName(s.name)) || emails.has(comparableName(s.email)))
    .map((s) => s.id);
}

/** Stores the exclusions of a new case and notes them on its trail (who is not said). */
export async function excludeNamedStaff(
  tx: Database,
  caseId: number,
  people: SealedReportPeople,
): Promise<number> {
  const ids = await namedStaff(tx, people);
  if (ids.length === 0) return 0;
  await tx
    .insert(x)
    .values(ids.map((staffId) => ({ interactionId: caseId, staffId, reason: 'named' as const })))
    .onConflictDoNothing();
  await tx.insert(trustlinkEvents).values({
    interactionId: caseId,
    action: 'trustlink.excluded',
    detail: { count: ids.length },
  });
  await recordAudit(tx, {
    actor: null,
    action: 'trustlink.excluded',
    target: `trustlink:${caseId}`,
    detail: { count: ids.length },
  });
  return ids.length;
}

/** The reader steps aside: excluded from the case, unassigned if it was theirs. */
export async function recuse(db: Database, reader: CaseReader, caseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(x)
      .values({ interactionId: caseId, staffId: reader.id, reason: 'recused' })
      .onConflictDoNothing();
    await tx
      .update(trustlinkInteractions)
      .set({ assigneeId: null })
      .where(
        and(eq(trustlinkInteractions.id, caseId), eq(trustlinkInteractions.assigneeId, reader.id)),
      );
    await recordCaseAction(tx, caseId, reader, 'trustlink.recused');
  });
}

/**
 * Re-including an excluded person: the first case manager asks, a different one confirms (the
 * row is then deleted). @returns whether the person is back in.
 */
export async function reinclude(
  db: Database,
  reader: CaseReader,
  caseId: number,
  exclusionId: number,
): Promise<boolean> {
  assertManager(reader);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(x)
      .where(and(eq(x.id, exclusionId), eq(x.interactionId, caseId)))
      .for('update');
    if (!row) throw new HttpError(404, accessMessages.exclusionNotFound);
    if (row.reinclusionRequestedBy === null || row.reinclusionRequestedBy === undefined) {
      await tx.update(x).set({ reinclusionRequestedBy: reader.id }).where(eq(x.id, row.id));
      await recordCaseAction(tx, caseId, reader, 'trustlink.reinclusion_requested', {
        exclusion: row.id,
      });
      return false;
    }
    if (row.reinclusionRequestedBy === reader.id) {
      throw new HttpError(409, accessMessages.secondManager);
    }
    await tx.delete(x).where(eq(x.id, row.id));
    await recordCaseAction(tx, caseId, reader, 'trustlink.reincluded', { exclusion: row.id });
    return true;
  });
}
