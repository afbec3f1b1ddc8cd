import { formatResultDate, site, type AssessmentView } from '@verdantia/domain';
import type { Database } from '../../db/client.ts';
import { ASSESSMENT_REPORT_MAIL, assessmentLeads } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';

/**
 * "E-mail me the report": stores the lead (staff see it in the inbox with the score) and queues
 * the e-mail in the same transaction, so there is never one without the other.
 */
export async function emailReport(
  db: Database,
  view: AssessmentView,
  email: string,
  siteUrl: string,
): Promise<void> {
  const result = view.result!;
  const resultUrl = `${siteUrl}/start-green/${view.id}`;
  const standing = result.medal
    ? `${result.medal.title} (${result.medal.tier})`
    : `${result.stage} stage, with the Committed Badge`;
  const text = [
    `Thank you for completing the ESG maturity self-assessment for ${view.organisation}.`,
    '',
    `Overall score: ${result.overall} out of 100, ${standing}.`,
    ...result.pillars.map((pillar) => `${pillar.title}: ${pillar.score}/100`),
    '',
    `Issued ${formatResultDate(result.issuedAt)}, valid until ${formatResultDate(result.validUntil)}.`,
    '',
    `Your result page: ${resultUrl}`,
    `Your PDF report: ${siteUrl}/api/assessments/${view.id}/report.pdf`,
    '',
    `To book the verification that confirms your medal, reply to this e-mail or visit ${siteUrl}/contact.`,
    '',
    site.name,
    '',
  ].join('\n');
  await db.transaction(async (tx) => {
    await tx.insert(assessmentLeads).values({ assessmentId: view.id, email: email.toLowerCase() });
    await enqueueMail(tx, {
      kind: ASSESSMENT_REPORT_MAIL,
      to: email,
      subject: `Your ESG maturity report: ${result.overall}/100`,
      text,
    });
  });
}
