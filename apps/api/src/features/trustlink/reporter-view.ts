import {
  caseStatusLabels,
  EVIDENCE_CASE_QUOTA_BYTES,
  FINAL_REPLY_DAYS,
  trustlinkMessages,
  type ConversationMessage,
  type FollowUpResponse,
} from '@verdantia/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  trustlinkCaseMessages,
  trustlinkEvidence,
  trustlinkEvents,
  trustlinkInteractions,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { insertEvidenceRow, type PendingEvidence } from './evidence-store.ts';
import { noteHandlerActivity } from './notify.ts';
import { caseCipher, ringOf, type CaseCipher, type CaseConfig } from './sealed-case.ts';

export type CaseRow = typeof trustlinkInteractions.$inferSelect;

export async function findCase(db: Database, caseId: number): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(trustlinkInteractions)
    .where(eq(trustlinkInteractions.id, caseId));
  return row;
}

/** Staff messages and reporter remarks of a case, oldest first, with their attachments. */
export async function conversationOf(
  db: Database,
  caseId: number,
  cipher: CaseCipher,
): Promise<ConversationMessage[]> {
  const messages = await db
    .select()
    .from(trustlinkCaseMessages)
    .where(
      and(
        eq(trustlinkCaseMessages.interactionId, caseId),
        inArray(trustlinkCaseMessages.kind, ['staff', 'reporter']),
      ),
    )
    .orderBy(asc(trustlinkCaseMessages.createdAt), asc(trustlinkCaseMessages.id));
  const files = await db
    .select()
    .from(trustlinkEvidence)
    .where(
      and(eq(trustlinkEvidence.interactionId, caseId), isNotNull(trustlinkEvidence.messageId)),
    );
  const byMessage = new Map(files.map((f) => [f.messageId, f]));
  return messages.map((m) => {
    const file = byMessage.get(m.id);
    const message: ConversationMessage = {
      id: m.id,
      from: m.kind === 'staff' ? 'staff' : 'reporter',
      body: cipher.openMessage(m.sealedBody),
      createdAt: m.createdAt.toISOString(),
    };
    if (file) {
      message.attachment = {
        id: file.id,
        fileName: cipher.openName(file.sealedName),
        contentType: file.contentType,
        size: file.size,
      };
    }
    return message;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A file whose name cannot be opened (a damaged row) is still listed, as "evidence". */
function nameOrPlaceholder(cipher: CaseCipher, sealed: string): string {
  try {
    return cipher.openName(sealed);
  } catch {
    return 'evidence';
  }
}
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Whether the reporter may still write: always while the case is open; once closed, one last
 * reply within FINAL_REPLY_DAYS of the closing (to answer a question sent just before it, say).
 */
export function finalReplyOpen(
  row: Pick<CaseRow, 'status' | 'closedAt' | 'lastReporterMessageAt'>,
  now = new Date(),
) {
  if (row.status !== 'closed') return true;
  if (!row.closedAt) return false;
  const repliedSince = row.lastReporterMessageAt && row.lastReporterMessageAt > row.closedAt;
  return !repliedSince && now.getTime() < row.closedAt.getTime() + FINAL_REPLY_DAYS * DAY_MS;
}

/** What the reporter sees after the follow-up: the record, its status and the conversation. */
export async function followUpView(
  db: Database,
  config: CaseConfig & { TRUSTLINK_RETENTION_DAYS: number },
  row: CaseRow,
): Promise<FollowUpResponse> {
  const cipher = caseCipher(ringOf(config), row);
  const report = cipher.openReport(row.sealedReport);
  const conversation = await conversationOf(db, row.id, cipher);
  const closedAt = row.status === 'closed' ? row.closedAt : null;
  // The outcome is the staff message written in the closing transaction (same timestamp).
  const outcome = closedAt
    ? conversation.find((m) => m.from === 'staff' && m.createdAt === closedAt.toISOString())
    : undefined;
  const canReply = finalReplyOpen(row);
  const files = await db
    .select({ file: trustlinkEvidence, kind: trustlinkCaseMessages.kind })
    .from(trustlinkEvidence)
    .leftJoin(trustlinkCaseMessages, eq(trustlinkCaseMessages.id, trustlinkEvidence.messageId))
    .where(eq(trustlinkEvidence.interactionId, row.id))
    .orderBy(asc(trustlinkEvidence.createdAt), asc(trustlinkEvidence.id));
  return {
    intId: row.interactionId,
    title: report.title,
    createdAt: row.receivedAt.toISOString(),
    involvedPersons: report.involvedPersons.map((p) => ({ fullName: p.fullName })),
    status: row.status,
    statusLabel: caseStatusLabels[row.status],
    closureDate: report.closureDate,
    conversation,
    report: {
      interactionType: row.interactionType,
      priority: row.priority,
      relationShip: report.relationShip,
      description: report.description,
      location: report.location,
      involvedPersons: report.involvedPersons.map(({ fullName, jobRole }) => ({
        fullName,
        jobRole,
      })),
    },
    files: files.map(({ file, kind }) => ({
      id: file.id,
      fileName: nameOrPlaceholder(cipher, file.sealedName),
      contentType: file.contentType,
      size: file.size,
      from: kind === 'staff' ? ('staff' as const) : ('reporter' as const),
      uploadedAt: file.createdAt.toISOString(),
    })),
    closedAt: closedAt?.toISOString() ?? null,
    outcome: outcome?.body ?? null,
    deletesOn: closedAt
      ? isoDay(new Date(closedAt.getTime() + config.TRUSTLINK_RETENTION_DAYS * DAY_MS))
      : null,
    canReply,
    lastReplyBy:
      closedAt && canReply
        ? isoDay(new Date(closedAt.getTime() + FINAL_REPLY_DAYS * DAY_MS))
        : null,
  };
}

/** Bytes of evidence a case holds, all its files together. */
export async function evidenceBytesOf(db: Database, caseId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${trustlinkEvidence.size}), 0)` })
    .from(trustlinkEvidence)
    .where(eq(trustlinkEvidence.interactionId, caseId));
  return Number(row?.total ?? 0);
}

/**
 * Adds the reporter's remark (and the row of its file, already sealed in storage under its
 * pending name; the caller publishes it after this commit) to their case. The case row is locked
 * first, so two remarks at once cannot both slip under the evidence quota. A case waiting for the
 * reporter goes back to investigation; the handlers' next digest counts the reply.
 * @throws HttpError 409 for a closed case, 413 when the file would take the case over its quota.
 */
export async function addReporterRemark(
  db: Database,
  config: CaseConfig,
  row: CaseRow,
  remark: string,
  evidence: PendingEvidence | undefined,
): Promise<void> {
  const cipher = caseCipher(ringOf(config), row);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        status: trustlinkInteractions.status,
        closedAt: trustlinkInteractions.closedAt,
        lastReporterMessageAt: trustlinkInteractions.lastReporterMessageAt,
      })
      .from(trustlinkInteractions)
      .where(eq(trustlinkInteractions.id, row.id))
      .for('update');
    // Locked: of two last replies sent at once to a closed case, only one is kept.
    if (!locked || !finalReplyOpen(locked)) {
      throw new HttpError(409, trustlinkMessages.caseClosed);
    }
    if (
      evidence &&
      (await evidenceBytesOf(tx, row.id)) + evidence.size > EVIDENCE_CASE_QUOTA_BYTES
    ) {
      throw new HttpError(413, trustlinkMessages.caseQuotaFull);
    }
    const [message] = await tx
      .insert(trustlinkCaseMessages)
      .values({ interactionId: row.id, kind: 'reporter', sealedBody: cipher.sealMessage(remark) })
      .returning({ id: trustlinkCaseMessages.id });
    if (evidence) {
      await insertEvidenceRow(
        tx,
        cipher,
        { interactionId: row.id, messageId: message!.id },
        evidence,
      );
    }
    const [moved] = await tx
      .update(trustlinkInteractions)
      .set({
        lastReporterMessageAt: sql`now()`,
        status: sql`case when ${trustlinkInteractions.status} = 'awaiting_reporter' then 'under_investigation' else ${trustlinkInteractions.status} end`,
      })
      .where(eq(trustlinkInteractions.id, row.id))
      .returning({ status: trustlinkInteractions.status });
    await tx.insert(trustlinkEvents).values({
      interactionId: row.id,
      action: 'trustlink.reporter_replied',
      detail: {
        evidence: evidence ? 1 : 0,
        ...(locked.status !== moved?.status ? { from: locked.status, to: moved?.status } : {}),
      },
    });
    await noteHandlerActivity(tx, 'reply', row.id);
  });
}
