import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';
import { ArrowRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';

/** The five gaps worth the most overall points, each with its next step, owner and help. */
export function ActionPlanList({ result }: { result: AssessmentResultView }) {
  return (
    <section
      aria-labelledby="plan-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8"
    >
      <h2 id="plan-title" className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <ListChecks className="size-5 text-brand-600" aria-hidden="true" />
        Your action plan
      </h2>
      <p className="mt-1 text-muted">
        The gaps worth the most overall points, largest first: the points an answer is short of 100,
        times that question’s share of your overall score.
      </p>
      {result.actionPlan.length === 0 ? (
        <p className="mt-4">Every answered question is at the most mature level.</p>
      ) : (
        <ol className="mt-5 space-y-4">
          {result.actionPlan.map((item, i) => (
            <li key={item.questionId} className="rounded-2xl bg-page-grey p-4 sm:p-5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-bold text-brand-950">
                  {i + 1}. {item.area}
                </span>
                <span className="text-sm text-muted">
                  Now {item.score}/100 · up to <strong className="text-ink">+{item.gain}</strong>{' '}
                  overall points
                </span>
              </p>
              <p className="mt-2">
                <span className="font-semibold">Next step:</span> {item.action}
              </p>
              <p className="mt-1 text-sm">
                <span className="font-semibold">Owner:</span> {item.owner}
              </p>
              <Link
                to={item.link.path}
                className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4"
              >
                Help with this: {item.link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
