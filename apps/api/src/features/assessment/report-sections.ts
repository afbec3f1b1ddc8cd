import {
  coverageDisclaimer,
  formatChange,
  pillarScoreText,
  type AssessmentResultView,
} from '@verdantia/domain';
import { muted, type PdfWriter } from '../../pdf/pdf-writer.ts';

// The report's sections beyond the scores: the trend, the action plan and framework coverage.

export function trendSection(pdf: PdfWriter, result: AssessmentResultView) {
  if (!result.trend) return;
  pdf.heading('Change since your previous assessment');
  for (const pillar of result.trend) {
    pdf.text(
      `• ${pillar.title}: ${pillarScoreText(pillar.previous)} then, ${pillarScoreText(pillar.current)} now (${formatChange(pillar.change)})`,
      { indent: 8 },
    );
  }
}

export function actionPlanSection(pdf: PdfWriter, result: AssessmentResultView, siteUrl: string) {
  pdf.heading('Your action plan');
  if (result.actionPlan.length === 0) {
    pdf.text('Every answered question is at the most mature level.');
    return;
  }
  pdf.text('The five gaps worth the most overall points, largest first.', { color: muted });
  result.actionPlan.forEach((item, i) => {
    pdf.text(`${i + 1}. ${item.area} (${item.score}/100, up to +${item.gain} overall points)`, {
      bold: true,
    });
    pdf.text(`Next step: ${item.action}`, { indent: 14 });
    pdf.text(`Owner: ${item.owner}`, { indent: 14 });
    pdf.text(`Help: ${item.link.label}, ${siteUrl}${encodeURI(item.link.path)}`, {
      indent: 14,
      color: muted,
    });
  });
}

export function coverageSection(pdf: PdfWriter, result: AssessmentResultView) {
  pdf.heading('Framework coverage');
  for (const framework of result.coverage.frameworks) {
    pdf.text(
      `• ${framework.title}: ${framework.percent}% of topics addressed (${framework.addressed.length} of ${framework.total})`,
      { indent: 8 },
    );
  }
  pdf.text(`${coverageDisclaimer} Mapping version ${result.coverage.version}.`, {
    size: 9.5,
    color: muted,
  });
}
