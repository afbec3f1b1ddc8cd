import { randomBytes } from 'node:crypto';
import {
  academyMessages,
  addMonths,
  accountMessages,
  certificatePagePath,
  finalAssessmentMessages,
  site,
  type CertificateStatus,
  type CertificateVerification,
  type ShareResponse,
} from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { certificates, learners } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { hasPassed, hasQuestions } from './final-assessment.ts';
import { courseProgress } from './progress.ts';
import { enrolledCourse } from './service.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** The academy's name, in its e-mails and as the issuer of its certificates. */
export const ACADEMY_NAME = `${site.name} Academy`;
/** Who issues the academy's certificates: the same name on the PDF, the page and LinkedIn. */
export const CERTIFICATE_ISSUER = ACADEMY_NAME;

// Crockford's base32: no I, L, O or U, so an ID read aloud or retyped from paper is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * VRD-XXXX-XXXX-XXXX-XXXX-XXXX: 20 base32 characters, 100 random bits (at least 96, as open
 * credentials ask), unguessable, never sequential. Certificates issued before carry 60 bits in
 * three groups and stay verifiable.
 */
export function newCertificateId(): string {
  const bytes = randomBytes(20);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  return `VRD-${chars.match(/.{4}/g)!.join('-')}`;
}

export const verificationUrl = (publicUrl: string, certificateId: string) =>
  `${publicUrl}${certificatePagePath(certificateId)}`;

async function existing(db: Database, learnerId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.learnerId, learnerId), eq(certificates.courseId, courseId)));
  return row;
}

/**
 * The learner's certificate for a course: issued on the first call after completing every lecture,
 * the same one on every later call (also when the course gains lectures afterwards). The unique
 * index on (learner, course) makes two simultaneous first calls agree on one certificate.
 * @throws HttpError 403 before completion and for a revoked certificate; 409 before the final
 * assessment is passed and before the address is confirmed.
 */
export async function issueCertificate(
  db: Database,
  learnerId: string,
  courseId: string,
): Promise<CertificateRow> {
  const course = await enrolledCourse(db, learnerId, courseId);
  let certificate = await existing(db, learnerId, courseId);
  if (!certificate) {
    const progress = await courseProgress(db, learnerId, courseId);
    if (!progress.finished) throw new HttpError(403, academyMessages.certificateLocked);
    if (!(await hasQuestions(db, courseId))) {
      throw new HttpError(409, finalAssessmentMessages.noAssessment);
    }
    if (!(await hasPassed(db, learnerId, courseId))) {
      throw new HttpError(409, finalAssessmentMessages.notPassed);
    }
    const [learner] = await db.select().from(learners).where(eq(learners.id, learnerId));
    if (!learner?.emailVerifiedAt) throw new HttpError(409, accountMessages.emailNotVerified);
    for (let attempt = 0; attempt < 3 && !certificate; attempt++) {
      await db
        .insert(certificates)
        .values({
          id: newCertificateId(),
          learnerId,
          courseId,
          learnerName: learner.userName,
          courseName: course.courseName,
          issuer: CERTIFICATE_ISSUER,
          cpdHalfHours: course.cpdHalfHours,
          fieldOfStudy: course.fieldOfStudy,
          expiresAt: course.validityMonths ? addMonths(new Date(), course.validityMonths) : null,
          completedAt: progress.lastCompletedAt ?? new Date(),
        })
        .onConflictDoNothing();
      certificate = await existing(db, learnerId, courseId);
    }
  }
  if (!certificate) throw new Error('certificate could not be stored');
  if (certificate.revokedAt) throw new HttpError(403, academyMessages.certificateRevoked);
  return certificate;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Withdrawn outranks revoked, revoked outranks expired. */
export function certificateStatus(row: CertificateRow, now = new Date()): CertificateStatus {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'valid';
}

/** What LinkedIn's share and "Add to profile" links need. */
export function shareOf(certificate: CertificateRow, publicUrl: string): ShareResponse {
  return {
    url: verificationUrl(publicUrl, certificate.id),
    certificateId: certificate.id,
    courseName: certificate.courseName,
    issuer: certificate.issuer,
    issueYear: certificate.issuedAt.getUTCFullYear(),
    issueMonth: certificate.issuedAt.getUTCMonth() + 1,
  };
}

/** The public verification record, or 404. */
export async function verifyCertificate(
  db: Database,
  certificateId: string,
  publicUrl: string,
): Promise<CertificateVerification> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, certificateId));
  if (!row) throw new HttpError(404, academyMessages.certificateNotFound);
  return {
    certificateId: row.id,
    learnerName: row.learnerName,
    courseName: row.courseName,
    issuedAt: isoDay(row.issuedAt),
    completedAt: isoDay(row.completedAt),
    issuer: row.issuer,
    status: certificateStatus(row),
    revokedAt: row.revokedAt && !row.withdrawnAt ? isoDay(row.revokedAt) : null,
    expiresAt: row.expiresAt ? isoDay(row.expiresAt) : null,
    cpdHours: row.cpdHalfHours / 2,
    fieldOfStudy: row.fieldOfStudy,
    url: verificationUrl(publicUrl, row.id),
  };
}
