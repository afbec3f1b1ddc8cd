import {
  caseStatusLabels,
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
import { putEvidence, type CheckedEvidence } from './evidence-store.ts';
import { notifyHandlers } from './notify.ts';
import { caseCipher, ringOf, type CaseCipher, type CaseConfig } from './sealed-case.ts';
import type { FileStorage } from '../../storage/index.ts';

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

/** What the reporter sees after the follow-up: the record, its status and the conversation. */
export async function followUpView(
  db: Database,
  config: CaseConfig,
  row: CaseRow,
): Promise<FollowUpResponse> {
  const cipher = caseCipher(ringOf(config), row);
  const report = cipher.openReport(row.sealedReport);
  return {
    intId: row.interactionId,
    title: report.title,
    createdAt: row.receivedAt.toISOString(),
    involvedPersons: report.involvedPersons.map((p) => ({ fullName: p.fullName })),
    status: row.status,
    statusLabel: caseStatusLabels[row.status],
    closureDate: report.closureDate,
    conversation: await conversationOf(db, row.id, cipher),
    canReply: row.status !== 'closed',
  };
}

/**
 * Adds the reporter's remark (and file) to their case. A case waiting for the reporter goes back
 * to investigation; the handlers are told there is a reply (without its content).
 */
export async function addReporterRemark(
  db: Database,
  storage: FileStorage,
  config: CaseConfig,
  row: CaseRow,
  remark: string,
  evidence: CheckedEvidence | undefined,
): Promise<void> {
  if (row.status === 'closed') throw new HttpError(409, trustlinkMessages.caseClosed);
  const cipher = caseCipher(ringOf(config), row);
  const storageKey = evidence
    ? await putEvidence(storage, cipher.dataKey, row.interactionId, evidence)
    : undefined;
  try {
    await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(trustlinkCaseMessages)
        .values({ interactionId: row.id, kind: 'reporter', sealedBody: cipher.sealMessage(remark) })
        .returning({ id: trustlinkCaseMessages.id });
      if (evidence && storageKey) {
        await tx.insert(trustlinkEvidence).values({
          interactionId: row.id,
          messageId: message!.id,
          storageKey,
          sealedName: cipher.sealName(evidence.fileName),
          contentType: evidence.contentType,
          size: evidence.bytes.length,
        });
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
          ...(row.status !== moved?.status ? { from: row.status, to: moved?.status } : {}),
        },
      });
      await notifyHandlers(tx, config, 'reply', row.id);
    });
  } catch (error) {
    if (storageKey) await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
