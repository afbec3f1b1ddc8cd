import {
  benchmarkText,
  formatResultDate,
  pillarScoreText,
  nextStep,
  scoringExplained,
  type AssessmentView,
} from '@verdantia/domain';
import { muted, PdfWriter } from '../../pdf/pdf-writer.ts';
import { actionPlanSection, coverageSection, trendSection } from './report-sections.ts';

/** The PDF report: the same content as the result page, for a finished assessment. */
export async function assessmentReport(view: AssessmentView, siteUrl: string): Promise<Uint8Array> {
  const result = view.result!;
  const pdf = await PdfWriter.create(`ESG maturity report: ${view.organisation}`);
  pdf.text('ESG maturity self-assessment', { size: 11, color: muted });
  pdf.text(view.organisation, { size: 22, bold: true });
  pdf.text(
    `Issued ${formatResultDate(result.issuedAt)}, valid until ${formatResultDate(result.validUntil)}. Result ID: ${view.id}`,
    { size: 9.5, color: muted },
  );

  pdf.heading('Overall score');
  pdf.text(`${result.overall} out of 100`, { size: 26, bold: true });
  pdf.text(
    result.medal
      ? `Medal: ${result.medal.title} (${result.medal.tier}), ${result.medal.stage} stage`
      : `Stage: ${result.stage}. No medal yet: medals start at 50 points.`,
    { bold: true },
  );
  for (const badge of result.badges) pdf.text(`${badge.title}: ${badge.description}`);
  if (result.previousScore !== null) {
    pdf.text(`Previous assessment: ${result.previousScore} out of 100.`, { color: muted });
  }

  pdf.heading('Scores by pillar');
  for (const pillar of result.pillars) {
    if (pillar.score === null)
      pdf.text(`${pillar.title}: ${pillarScoreText(null)}`, { bold: true });
    else pdf.bar(pillar.title, pillar.score);
  }
  trendSection(pdf, result);
  pdf.heading('Compared with your peers');
  pdf.text(benchmarkText(result.benchmark));
  actionPlanSection(pdf, result, siteUrl);

  pdf.heading('Strengths');
  if (result.strengths.length === 0) pdf.text('No area scored 75 or more yet.');
  for (const area of result.strengths) pdf.text(`• ${area.area}: ${area.score}/100`, { indent: 8 });

  pdf.heading('Three areas to improve first');
  if (result.weakest.length === 0) pdf.text('Every area is at the most mature level.');
  for (const area of result.weakest) {
    pdf.text(`• ${area.area}: ${area.score}/100`, { indent: 8, bold: true });
    pdf.text(`How we help: ${area.service.label}, ${siteUrl}${encodeURI(area.service.path)}`, {
      indent: 18,
      color: muted,
    });
  }

  coverageSection(pdf, result);

  pdf.heading('How the score is computed');
  for (const line of scoringExplained) pdf.text(`• ${line}`, { indent: 8 });

  pdf.heading(nextStep.title);
  pdf.text(nextStep.text);
  pdf.text(`${nextStep.action}: ${siteUrl}${nextStep.path}`, { bold: true });
  pdf.gap(6);
  pdf.text(`Your result online: ${siteUrl}/start-green/${view.id}`, { size: 9.5, color: muted });
  return pdf.doc.save();
}
