import type { MyCertificates } from '@verdantia/domain';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { certificates, learners } from '../../db/schema/index.ts';
import { toCsv } from '../../http/csv.ts';
import { certificateStatus, verificationUrl, type CertificateRow } from './certificates.ts';

// "My certificates" and the per-year CPD transcript. A year is a calendar year in UK time; on
// 1 January the UK keeps GMT, so its bounds are midnight UTC. Revoked certificates earn no CPD
// and are left out of the transcript; expired ones were valid when earned and stay in.

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The learner's certificates, newest first, and the years they were issued in. */
export async function myCertificates(db: Database, learnerId: string): Promise<MyCertificates> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.learnerId, learnerId))
    .orderBy(desc(certificates.issuedAt));
  return {
    certificates: rows.map((row) => ({
      certificateId: row.id,
      courseId: row.courseId,
      courseName: row.courseName,
      cpdHours: row.cpdHalfHours / 2,
      fieldOfStudy: row.fieldOfStudy,
      issuedAt: isoDay(row.issuedAt),
      status: certificateStatus(row),
    })),
    years: [...new Set(rows.map((row) => row.issuedAt.getUTCFullYear()))],
  };
}

export interface Transcript {
  learnerName: string;
  year: number;
  rows: CertificateRow[];
  totalHours: number;
}

/** The certificates that count towards `year`'s CPD, oldest first. */
export async function transcriptOf(
  db: Database,
  learnerId: string,
  year: number,
): Promise<Transcript> {
  const [learner] = await db
    .select({ userName: learners.userName })
    .from(learners)
    .where(eq(learners.id, learnerId));
  const rows = (
    await db
      .select()
      .from(certificates)
      .where(
        and(
          eq(certificates.learnerId, learnerId),
          gte(certificates.issuedAt, new Date(Date.UTC(year, 0, 1))),
          lt(certificates.issuedAt, new Date(Date.UTC(year + 1, 0, 1))),
        ),
      )
      .orderBy(certificates.issuedAt)
  ).filter((row) => certificateStatus(row) !== 'revoked');
  const totalHours = rows.reduce((sum, row) => sum + row.cpdHalfHours, 0) / 2;
  return { learnerName: learner?.userName ?? '', year, rows, totalHours };
}

/** The transcript as CSV (one certificate a line, then the total), through the one CSV writer. */
export function transcriptCsv(transcript: Transcript, publicUrl: string): string {
  return toCsv([
    [
      'Certificate ID',
      'Course',
      'Field of study',
      'CPD hours',
      'Completed',
      'Issued',
      'Status',
      'Verification URL',
    ],
    ...transcript.rows.map((row) => [
      row.id,
      row.courseName,
      row.fieldOfStudy,
      row.cpdHalfHours / 2,
      isoDay(row.completedAt),
      isoDay(row.issuedAt),
      certificateStatus(row),
      verificationUrl(publicUrl, row.id),
    ]),
    ['Total', '', '', transcript.totalHours, '', '', '', ''],
  ]);
}
