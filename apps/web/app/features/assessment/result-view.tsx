import {
  benchmarkText,
  formatResultDate,
  nextStep,
  pillarScoreText,
  scoringExplained,
} from '@verdantia/domain/assessment/copy';
import { sectorLabel, sizeBandLabel } from '@verdantia/domain/assessment/profile';
import type { AssessmentView } from '@verdantia/domain/assessment/schemas';
import { ArrowRight, Download, Sparkles, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink, buttonClass } from '~/ui/button';
import { ActionPlanList } from './action-plan-list';
import { ContactConfirm } from './contact-confirm';
import { CoverageTable } from './coverage-table';
import { EmailReportForm } from './email-report-form';
import { MedalPanel } from './medal-panel';
import { ReturnLink } from './return-link';
import { ScoreChart } from './score-chart';
import { TrendChart } from './trend-chart';

const card = 'rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8';

/** The result: scores, medal and badges, strengths, what to improve, the report and next step. */
export function ResultView({ view }: { view: AssessmentView }) {
  const result = view.result!;
  return (
    <div className="container-page max-w-5xl pt-[calc(var(--header-h)+2.5rem)] pb-14">
      <p className="text-sm font-semibold text-brand-700">
        ESG maturity assessment · {view.organisation}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-950 sm:text-5xl">
        Your score: <span className="text-brand-700">{result.overall}</span> out of 100
      </h1>
      <p className="mt-3 text-muted">
        Issued {formatResultDate(result.issuedAt)}, valid until{' '}
        {formatResultDate(result.validUntil)}. Result ID{' '}
        <span className="font-mono text-ink">{view.id}</span>
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="scores-title" className={card}>
          <h2 id="scores-title" className="text-xl font-bold text-brand-950">
            Scores by pillar
          </h2>
          <div className="mt-5">
            <ScoreChart result={result} />
          </div>
          <ul className="mt-5 grid gap-1 text-sm sm:grid-cols-2" aria-label="Scores in figures">
            {result.pillars.map((pillar) => (
              <li key={pillar.id}>
                {pillar.title}: <strong>{pillarScoreText(pillar.score)}</strong>
              </li>
            ))}
            <li>
              Overall: <strong>{result.overall}/100</strong>
            </li>
          </ul>
        </section>
        <MedalPanel result={result} />
      </div>
      <ContactConfirm id={view.id} />

      <section aria-labelledby="peers-title" className={`mt-6 ${card}`}>
        <h2 id="peers-title" className="text-xl font-bold text-brand-950">
          Compared with your peers
        </h2>
        <p className="mt-1 text-sm text-muted">
          {sizeBandLabel(view.sizeBand)} · {sectorLabel(view.sector)}
        </p>
        <p className="mt-3">{benchmarkText(result.benchmark)}</p>
      </section>

      {result.trend && (
        <div className="mt-6">
          <TrendChart trend={result.trend} />
        </div>
      )}
      <div className="mt-6">
        <ActionPlanList result={result} />
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="strengths-title" className={card}>
          <h2
            id="strengths-title"
            className="flex items-center gap-2 text-xl font-bold text-brand-950"
          >
            <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
            Strengths
          </h2>
          {result.strengths.length === 0 ? (
            <p className="mt-3 text-muted">
              No area scored 75 or more yet: the areas below are the place to start.
            </p>
          ) : (
            <ul className="mt-4 space-y-3">
              {result.strengths.map((area) => (
                <li key={area.questionId} className="flex justify-between gap-4">
                  <span>{area.area}</span>
                  <strong className="shrink-0">{area.score}/100</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="weakest-title" className={card}>
          <h2
            id="weakest-title"
            className="flex items-center gap-2 text-xl font-bold text-brand-950"
          >
            <TrendingUp className="size-5 text-brand-600" aria-hidden="true" />
            Three areas to improve first
          </h2>
          {result.weakest.length === 0 ? (
            <p className="mt-3 text-muted">Every area is at the most mature level.</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {result.weakest.map((area) => (
                <li key={area.questionId}>
                  <p className="flex justify-between gap-4">
                    <span className="font-semibold">{area.area}</span>
                    <strong className="shrink-0">{area.score}/100</strong>
                  </p>
                  <Link
                    to={area.service.path}
                    className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    How we help: {area.service.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="mt-6">
        <CoverageTable result={result} />
      </div>

      <section
        aria-labelledby="next-title"
        className="mt-6 rounded-3xl bg-brand-950 p-6 text-white sm:p-8"
      >
        <h2 id="next-title" className="text-2xl font-bold">
          {nextStep.title}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{nextStep.text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={nextStep.path} variant="light" size="lg">
            {nextStep.action}
          </ButtonLink>
          <a
            href={`/api/assessments/${view.id}/report.pdf`}
            download
            className={`${buttonClass('secondary', 'lg')} border-white text-white hover:bg-white/10`}
          >
            <Download className="size-5" aria-hidden="true" />
            Download PDF report
          </a>
        </div>
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className={`${card} space-y-6`}>
          <EmailReportForm id={view.id} />
          <ReturnLink id={view.id} />
        </div>
        <section aria-labelledby="how-scored-title" className={card}>
          <h2 id="how-scored-title" className="text-xl font-bold text-brand-950">
            How your score is computed
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
            {scoringExplained.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
