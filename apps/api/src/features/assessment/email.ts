import { createHash, randomBytes } from 'node:crypto';
import {
  assessmentMessages,
  formatResultDate,
  RESULT_ID_PATTERN,
  site,
  type AssessmentView,
} from '@verdantia/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ASSESSMENT_REPORT_MAIL, assessmentLeads } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { enqueueMail } from '../../mail/outbox.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The report e-mail. Anyone can type any address, so it carries nothing a visitor wrote (not even
 * the organisation name): only our own words, the scores and links to this site.
 */
function reportText(view: AssessmentView, siteUrl: string, contactUrl: string) {
  const result = view.result!;
  const standing = result.medal
    ? `${result.medal.title} (${result.medal.tier})`
    : `${result.stage} stage, with the Committed Badge`;
  return [
    'Here is the ESG maturity self-assessment report you asked for.',
    '',
    `Overall score: ${result.overall} out of 100, ${standing}.`,
    ...result.pillars.map(
      (pillar) =>
        `${pillar.title}: ${pillar.score === null ? 'not enough answers' : `${pillar.score}/100`}`,
    ),
    '',
    `Issued ${formatResultDate(result.issuedAt)}, valid until ${formatResultDate(result.validUntil)}.`,
    '',
    `Your result page: ${siteUrl}/start-green/${view.id}`,
    `Your PDF report: ${siteUrl}/api/assessments/${view.id}/report.pdf`,
    '',
    'Would you like our team to contact you about verifying your result? Confirm here, and we',
    `will add your address to our enquiries (nothing happens if you do not): ${contactUrl}`,
    '',
    'If you did not ask for this report, you can ignore this e-mail.',
    '',
    site.name,
    '',
  ].join('\n');
}

/**
 * "E-mail me the report": at most one mail per assessment and address, whatever the number of
 * requests (a repeat answers the same and sends nothing). The row and the mail are written in one
 * transaction, so there is never one without the other.
 */
export async function emailReport(
  db: Database,
  view: AssessmentView,
  email: string,
  siteUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const contactUrl = `${siteUrl}/start-green/${view.id}?contact=${token}`;
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(assessmentLeads)
      .values({
        assessmentId: view.id,
        email: email.toLowerCase(),
        confirmTokenHash: hashToken(token),
      })
      .onConflictDoNothing()
      .returning({ id: assessmentLeads.id });
    if (!lead) return;
    await enqueueMail(tx, {
      kind: ASSESSMENT_REPORT_MAIL,
      to: email,
      subject: `Your ESG maturity report: ${view.result!.overall}/100`,
      text: reportText(view, siteUrl, contactUrl),
    });
  });
}

/** The second opt-in: the recipient asks to be contacted, and the address becomes a lead. */
export async function confirmContact(db: Database, assessmentId: string, token: string) {
  // An ID that no assessment can have (a NUL, say) never reaches the database.
  if (!RESULT_ID_PATTERN.test(assessmentId)) {
    throw new HttpError(404, assessmentMessages.contactLinkInvalid);
  }
  const [lead] = await db
    .update(assessmentLeads)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(
      and(
        eq(assessmentLeads.assessmentId, assessmentId),
        eq(assessmentLeads.confirmTokenHash, hashToken(token)),
        isNull(assessmentLeads.confirmedAt),
      ),
    )
    .returning({ id: assessmentLeads.id });
  if (!lead) throw new HttpError(404, assessmentMessages.contactLinkInvalid);
}
