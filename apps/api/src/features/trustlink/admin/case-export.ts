import { createHash } from 'node:crypto';
import {
  caseStatusLabels,
  closureReasonLabels,
  reporterLanguageNames,
  type CaseDetail,
} from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { trustlinkEvidence } from '../../../db/schema/index.ts';
import { muted, PdfWriter } from '../../../pdf/pdf-writer.ts';
import type { FileStorage } from '../../../storage/index.ts';
import { getEvidence } from '../evidence-store.ts';
import type { CaseConfig } from '../sealed-case.ts';
import type { CaseReader } from './case-access.ts';
import { recordCaseAction } from './case-actions.ts';
import { caseDetail, loadCase } from './case-detail.ts';
import { readableCase } from './readable-case.ts';

// One case as a PDF for an investigation file: the report, the people, the conversation, the
// internal notes, the trail and the evidence list with each file's SHA-256 (of the bytes as the
// reporter sent them), so the files kept elsewhere can be shown to be the ones received.
// The export itself is logged on the trail first, so the PDF records its own making.

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');
const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** SHA-256 of each evidence file's plain bytes, by evidence id. */
async function evidenceHashes(db: Database, storage: FileStorage, config: CaseConfig, id: number) {
  const row = await loadCase(db, id);
  const cipher = readableCase(config, row);
  const files = await db
    .select({ id: trustlinkEvidence.id, key: trustlinkEvidence.storageKey })
    .from(trustlinkEvidence)
    .where(eq(trustlinkEvidence.interactionId, id));
  const hashes = new Map<number, string>();
  for (const file of files) {
    const bytes = await getEvidence(storage, cipher.dataKey, row.interactionId, file.key);
    hashes.set(file.id, bytes ? createHash('sha256').update(bytes).digest('hex') : 'file missing');
  }
  return hashes;
}

function write(pdf: PdfWriter, c: CaseDetail, hashes: Map<number, string>) {
  pdf.text(`${c.reference} · exported for an investigation file · confidential`, {
    color: muted,
  });
  pdf.heading(c.title, 18);
  pdf.heading('Report');
  for (const [label, value] of [
    ['Type', c.interactionType],
    ['Priority', c.priority],
    ['Status', caseStatusLabels[c.status]],
    ['Received', when(c.receivedAt)],
    ['Acknowledged', when(c.acknowledgedAt)],
    ['Closed', when(c.closedAt)],
    ['Closure reason', c.closureReason ? closureReasonLabels[c.closureReason] : '—'],
    ['Assigned to', c.assignee?.name ?? 'Nobody'],
    ['Location', orDash(c.location)],
    ['Relationship', orDash(c.relationShip)],
    ["Reporter's language", reporterLanguageNames[c.reporterLanguage]],
    ['Date of the events', orDash(c.closureDate)],
  ] as const) {
    pdf.text(`${label}: ${value}`);
  }
  pdf.gap(6);
  pdf.text(c.description);
  pdf.heading('People');
  const r = c.reporter;
  const reporterName = [r.firstName, r.lastName].filter(Boolean).join(' ');
  pdf.text(
    `Reporter: ${orDash(reporterName)}; e-mail ${orDash(r.email)}; phone ${orDash(r.phoneNumber)}`,
  );
  if (c.involvedPersons.length === 0) pdf.text('No person named.');
  for (const p of c.involvedPersons) {
    pdf.text(`• ${p.fullName}, ${p.jobRole}${p.email ? `, ${p.email}` : ''}`, { indent: 8 });
  }
  pdf.heading('Messages with the reporter');
  if (c.conversation.length === 0) pdf.text('No messages.');
  for (const m of c.conversation) {
    pdf.text(`${m.from === 'staff' ? 'Staff' : 'Reporter'} · ${when(m.createdAt)}`, {
      bold: true,
    });
    pdf.text(m.body, { indent: 8 });
  }
  pdf.heading('Internal notes');
  if (c.notes.length === 0) pdf.text('No notes.');
  for (const n of c.notes) {
    pdf.text(`${n.author ?? 'A former staff member'} · ${when(n.createdAt)}`, { bold: true });
    pdf.text(n.body, { indent: 8 });
  }
  pdf.heading('Evidence');
  if (c.evidence.length === 0) pdf.text('No files.');
  for (const e of c.evidence) {
    pdf.text(
      `${e.fileName} (${e.contentType}, ${e.size} bytes, from the ${e.from}, ${when(e.uploadedAt)})`,
    );
    pdf.text(`SHA-256 ${hashes.get(e.id) ?? 'unknown'}`, { indent: 8, color: muted });
  }
  pdf.heading('Trail');
  for (const e of c.events) {
    pdf.text(`${when(e.at)} · ${e.actor ?? 'Reporter or system'} · ${e.label}`);
  }
}

/** The case as PDF bytes; logs the export on the case's trail. */
export async function exportCasePdf(
  db: Database,
  storage: FileStorage,
  config: CaseConfig,
  reader: CaseReader,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const hashes = await evidenceHashes(db, storage, config, id);
  await recordCaseAction(db, id, reader, 'trustlink.exported');
  const detail = await caseDetail(db, config, id, reader);
  const pdf = await PdfWriter.create(
    `TrustLink case ${detail.reference}`,
    'TrustLink case console',
  );
  write(pdf, detail, hashes);
  return { bytes: await pdf.doc.save(), fileName: `${detail.reference}-case-file.pdf` };
}
