import type { FollowUpRecord } from './follow-up-api';
import { formatDate, formatDateTime } from '../format';
import { fill } from '../i18n/fill';
import { useReporterText } from '../i18n/reporter-text';

/**
 * What a reporter is owed at the end: the outcome in the handler's words, when the case closed,
 * and when it and its evidence will be deleted. Shown above the conversation once closed.
 */
export function CaseOutcome({ record }: { record: FollowUpRecord }) {
  const { language, text } = useReporterText();
  const t = text.followUp.outcome;
  if (record.status !== 'closed') return null;
  return (
    <section
      aria-labelledby="case-outcome"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5"
    >
      <h3 id="case-outcome" className="text-base font-semibold text-brand-950">
        {t.title}
      </h3>
      {record.outcome ? (
        <p className="mt-2 whitespace-pre-line text-ink">{record.outcome}</p>
      ) : (
        <p className="mt-2 text-muted">{t.noText}</p>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-brand-950">{t.closedOn}</dt>
          <dd>{formatDateTime(record.closedAt, language)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-950">{t.deletedOn}</dt>
          <dd>{fill(t.deletedWith, { date: formatDate(record.deletesOn, language) })}</dd>
        </div>
      </dl>
    </section>
  );
}
