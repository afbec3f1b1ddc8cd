import {
  canMoveCase,
  caseMessages,
  EVIDENCE_CASE_QUOTA_BYTES,
  trustlinkMessages,
  caseStatusLabels,
  type AuditAction,
  type CaseStatus,
  type ClosureReason,
} from '@verdantia/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/audit.ts';
import type { StaffPrincipal } from '../../../auth/staff-sessions.ts';
import type { Database } from '../../../db/client.ts';
import {
  staffUsers,
  trustlinkCaseMessages,
  trustlinkEvents,
  trustlinkExclusions,
  trustlinkInteractions,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { actorOf } from '../../../http/route-kit.ts';
import { loadCase, type LoadedCase } from './case-detail.ts';
import { insertEvidenceRow, type PendingEvidence } from '../evidence-store.ts';
import { notifyReporter } from '../notify.ts';
import { evidenceBytesOf } from '../reporter-view.ts';
import type { CaseConfig } from '../sealed-case.ts';
import { orUnreadable, readableCase } from './readable-case.ts';

// What handlers do to a case. Each action is stored with its trail entry (case events) and its
// audit-log entry in one transaction; neither ever holds the content written.

export const closedCaseMessage = 'This case is closed. Reopen it to write to the reporter.';

/** Appends to the case trail and to the audit log: who, what, when, small facts only. */
export async function recordCaseAction(
  db: Database,
  caseId: number,
  /** Who acted: any signed-in staff member or case reader (only who they are is recorded). */
  staff: Pick<StaffPrincipal, 'id' | 'name' | 'email'>,
  action: AuditAction & `trustlink.${string}`,
  detail: Record<string, unknown> | null = null,
) {
  await db.insert(trustlinkEvents).values({
    interactionId: caseId,
    actorId: staff.id,
    actorName: staff.name,
    action,
    detail,
  });
  await recordAudit(db, { actor: actorOf(staff), action, target: `trustlink:${caseId}`, detail });
}

const reporterEmail = (db: Database, config: CaseConfig, row: LoadedCase) =>
  orUnreadable(() => readableCase(config, row).openReport(row.sealedReport).reporter.email);

/**
 * Moves a case along the workflow. Acknowledging stamps the acknowledgement; closing needs an
 * internal reason and an outcome the reporter reads, written to them as a staff message in the
 * same transaction (so it carries the closing time), which is the feedback the Directive asks
 * for; reopening clears the closure. The reporter is told there is an update.
 */
export async function changeStatus(
  db: Database,
  config: CaseConfig,
  staff: StaffPrincipal,
  id: number,
  to: CaseStatus,
  closureReason: ClosureReason | undefined,
  outcome: string | undefined,
) {
  const row = await loadCase(db, id);
  if (!canMoveCase(row.status, to)) {
    throw new HttpError(
      409,
      caseMessages.transition(caseStatusLabels[row.status], caseStatusLabels[to]),
    );
  }
  if (to === 'closed' && !closureReason)
    throw new HttpError(400, caseMessages.closureReasonRequired);
  if (to === 'closed' && !outcome) throw new HttpError(400, caseMessages.outcomeRequired);
  const t = trustlinkInteractions;
  await db.transaction(async (tx) => {
    if (to === 'closed') {
      // now() is the transaction's time: the message and closedAt carry the same instant, which
      // is how the reporter's view finds the outcome among the staff messages.
      await tx.insert(trustlinkCaseMessages).values({
        interactionId: id,
        kind: 'staff',
        authorId: staff.id,
        sealedBody: readableCase(config, row).sealMessage(outcome!),
        createdAt: sql`now()`,
      });
    }
    // The status it moves from is part of the condition: of two handlers moving at once, one wins.
    const moved = await tx
      .update(t)
      .set({
        status: to,
        acknowledgedAt:
          to === 'acknowledged' ? sql`coalesce(${t.acknowledgedAt}, now())` : undefined,
        closedAt: to === 'closed' ? sql`now()` : null,
        closureReason: to === 'closed' ? closureReason : null,
        lastStaffMessageAt: to === 'closed' ? sql`now()` : undefined,
        feedbackGivenAt: to === 'closed' ? sql`coalesce(${t.feedbackGivenAt}, now())` : undefined,
      })
      .where(and(eq(t.id, id), eq(t.status, row.status)))
      .returning({ id: t.id });
    if (moved.length === 0)
      throw new HttpError(409, 'The case changed meanwhile. Please reload it.');
    await recordCaseAction(tx, id, staff, 'trustlink.status_changed', {
      from: row.status,
      to,
      ...(to === 'closed' ? { reason: closureReason } : {}),
    });
    await notifyReporter(tx, config, reporterEmail(db, config, row));
  });
}

/**
 * A message the reporter reads at their next follow-up; they are told there is one. An attached
 * file (checked, cleaned and sealed to storage under its pending name by the caller, who publishes
 * it after this commit) is bound to the case and to this message, within the case's quota.
 * @throws HttpError 409 for a closed case, 413 when the file would take the case over its quota.
 */
export async function sendQuestion(
  db: Database,
  config: CaseConfig,
  staff: StaffPrincipal,
  id: number,
  body: string,
  file?: PendingEvidence,
) {
  const row = await loadCase(db, id);
  if (row.status === 'closed') throw new HttpError(409, closedCaseMessage);
  const cipher = readableCase(config, row);
  const t = trustlinkInteractions;
  await db.transaction(async (tx) => {
    if (file) {
      // Locked: two files sent at once cannot both slip under the quota.
      await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
      if ((await evidenceBytesOf(tx, id)) + file.size > EVIDENCE_CASE_QUOTA_BYTES) {
        throw new HttpError(413, trustlinkMessages.caseQuotaFull);
      }
    }
    const [message] = await tx
      .insert(trustlinkCaseMessages)
      .values({
        interactionId: id,
        kind: 'staff',
        authorId: staff.id,
        sealedBody: cipher.sealMessage(body),
      })
      .returning({ id: trustlinkCaseMessages.id });
    const evidence = file
      ? await insertEvidenceRow(tx, cipher, { interactionId: id, messageId: message!.id }, file)
      : undefined;
    await tx
      .update(t)
      .set({
        lastStaffMessageAt: sql`now()`,
        // An answer after the acknowledgement is the feedback the Directive asks for.
        feedbackGivenAt: sql`case when ${t.acknowledgedAt} is not null then coalesce(${t.feedbackGivenAt}, now()) else ${t.feedbackGivenAt} end`,
      })
      .where(eq(t.id, id));
    await recordCaseAction(
      tx,
      id,
      staff,
      'trustlink.question_sent',
      evidence ? { evidence: evidence.id, size: file!.size } : null,
    );
    await notifyReporter(tx, config, cipher.openReport(row.sealedReport).reporter.email);
  });
}

/** An internal note: handlers only, never shown to the reporter, no e-mail. */
export async function addNote(
  db: Database,
  config: CaseConfig,
  staff: StaffPrincipal,
  id: number,
  body: string,
) {
  const row = await loadCase(db, id);
  const cipher = readableCase(config, row);
  await db.transaction(async (tx) => {
    await tx.insert(trustlinkCaseMessages).values({
      interactionId: id,
      kind: 'note',
      authorId: staff.id,
      sealedBody: cipher.sealMessage(body),
    });
    await recordCaseAction(tx, id, staff, 'trustlink.note_added');
  });
}

/**
 * The staff a case can be assigned to: active administrators and case handlers, and for a given
 * case only those not excluded from it.
 */
export async function caseHandlers(db: Database, caseId?: number) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(
      and(
        inArray(staffUsers.role, ['admin', 'case_handler']),
        isNull(staffUsers.removedAt),
        caseId === undefined
          ? undefined
          : sql`not exists (select 1 from ${trustlinkExclusions} where ${trustlinkExclusions.interactionId} = ${caseId} and ${trustlinkExclusions.staffId} = ${staffUsers.id})`,
      ),
    )
    .orderBy(staffUsers.name);
}

/**
 * Logs an opening of the case, once per staff session: actions reload the case, and a trail of
 * "Case opened" entries would bury what was done. The unique index makes it once across instances.
 */
export async function recordCaseOpened(db: Database, caseId: number, staff: StaffPrincipal) {
  const inserted = await db
    .insert(trustlinkEvents)
    .values({
      interactionId: caseId,
      actorId: staff.id,
      actorName: staff.name,
      action: 'trustlink.viewed',
      sessionId: staff.sessionId,
    })
    .onConflictDoNothing()
    .returning({ id: trustlinkEvents.id });
  if (inserted.length > 0) {
    await recordAudit(db, {
      actor: actorOf(staff),
      action: 'trustlink.viewed',
      target: `trustlink:${caseId}`,
      detail: null,
    });
  }
}

export async function assignCase(
  db: Database,
  config: CaseConfig,
  staff: StaffPrincipal,
  id: number,
  staffId: number | null,
) {
  await loadCase(db, id);
  let name: string | null = null;
  if (staffId !== null) {
    const handler = (await caseHandlers(db, id)).find((h) => h.id === staffId);
    if (!handler) throw new HttpError(400, caseMessages.unknownHandler);
    name = handler.name;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(trustlinkInteractions)
      .set({ assigneeId: staffId })
      .where(eq(trustlinkInteractions.id, id));
    await recordCaseAction(tx, id, staff, 'trustlink.assigned', { to: name ?? 'nobody' });
  });
}
