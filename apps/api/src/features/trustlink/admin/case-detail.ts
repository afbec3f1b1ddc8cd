import { caseEventLabels, caseTransitions, caseMessages, type CaseDetail } from '@verdantia/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  staffUsers,
  trustlinkCaseMessages,
  trustlinkEvidence,
  trustlinkEvents,
  trustlinkInteractions,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { listItem } from './case-list.ts';
import { conversationOf } from '../reporter-view.ts';
import type { CaseConfig } from '../sealed-case.ts';
import { orUnreadable, readableCase } from './readable-case.ts';
import type { Database } from '../../../db/client.ts';
import type { CaseReader } from './case-access.ts';
import { exclusionsOf } from './exclusion-list.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A case with its assignee's name. @throws HttpError 404 when there is none with this id. */
export async function loadCase(db: Database, id: number) {
  const [found] = await db
    .select({ row: trustlinkInteractions, assigneeName: staffUsers.name })
    .from(trustlinkInteractions)
    .leftJoin(staffUsers, eq(staffUsers.id, trustlinkInteractions.assigneeId))
    .where(eq(trustlinkInteractions.id, id));
  if (!found) throw new HttpError(404, caseMessages.notFound);
  return { ...found.row, assigneeName: found.assigneeName };
}
export type LoadedCase = Awaited<ReturnType<typeof loadCase>>;

/** Everything a handler sees of a case: the opened report, files, messages, notes and trail. */
export async function caseDetail(
  db: Database,
  config: CaseConfig,
  id: number,
  reader: Pick<CaseReader, 'caseManager'>,
): Promise<CaseDetail> {
  const row = await loadCase(db, id);
  // A case this instance cannot open answers 409 naming the missing key, never a 500.
  const cipher = readableCase(config, row);
  const report = orUnreadable(() => cipher.openReport(row.sealedReport));
  const [files, messages, notes, events, exclusions] = await Promise.all([
    db
      .select({ file: trustlinkEvidence, kind: trustlinkCaseMessages.kind })
      .from(trustlinkEvidence)
      .leftJoin(trustlinkCaseMessages, eq(trustlinkCaseMessages.id, trustlinkEvidence.messageId))
      .where(eq(trustlinkEvidence.interactionId, id))
      .orderBy(asc(trustlinkEvidence.createdAt), asc(trustlinkEvidence.id)),
    conversationOf(db, id, cipher),
    db
      .select({ note: trustlinkCaseMessages, author: staffUsers.name })
      .from(trustlinkCaseMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, trustlinkCaseMessages.authorId))
      .where(
        and(eq(trustlinkCaseMessages.interactionId, id), eq(trustlinkCaseMessages.kind, 'note')),
      )
      .orderBy(asc(trustlinkCaseMessages.createdAt), asc(trustlinkCaseMessages.id)),
    db
      .select()
      .from(trustlinkEvents)
      .where(eq(trustlinkEvents.interactionId, id))
      .orderBy(asc(trustlinkEvents.at), asc(trustlinkEvents.id)),
    reader.caseManager ? exclusionsOf(db, id) : Promise.resolve([]),
  ]);
  return {
    ...listItem(row, report.title),
    description: report.description,
    location: report.location,
    relationShip: report.relationShip,
    reporterLanguage: report.language ?? 'en',
    closureDate: report.closureDate,
    reporter: report.reporter,
    involvedPersons: report.involvedPersons,
    evidence: files.map(({ file, kind }) => ({
      id: file.id,
      fileName: cipher.openName(file.sealedName),
      contentType: file.contentType,
      size: file.size,
      uploadedAt: file.createdAt.toISOString(),
      from: kind === 'staff' ? ('staff' as const) : ('reporter' as const),
      originalSha256: file.originalSha256,
      metadataRemoved: file.metadataRemoved,
    })),
    conversation: messages,
    notes: notes.map(({ note, author }) => ({
      id: note.id,
      body: cipher.openMessage(note.sealedBody),
      createdAt: note.createdAt.toISOString(),
      author,
    })),
    acknowledgedAt: iso(row.acknowledgedAt),
    feedbackGivenAt: iso(row.feedbackGivenAt),
    closedAt: iso(row.closedAt),
    closureReason: row.closureReason,
    nextStatuses: [...caseTransitions[row.status]],
    events: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actorName,
      action: e.action,
      label: caseEventLabels[e.action] ?? e.action,
      detail: e.detail ?? null,
    })),
    exclusions,
    canManage: reader.caseManager,
  };
}
