import AlarmClock from 'lucide-react/icons/alarm-clock';
import type { CaseListItem } from '@verdantia/domain/trustlink/case-answers';
import { cn } from '~/ui/cn';
import { formatDay } from './labels';

type Deadlines = Pick<
  CaseListItem,
  'status' | 'acknowledgementDueAt' | 'feedbackDueAt' | 'acknowledgementOverdue' | 'feedbackOverdue'
>;

/** The deadline that matters now: acknowledgement while new, then feedback; none once closed. */
export function NextDeadline({ item }: { item: Deadlines }) {
  if (item.status === 'closed') return <span className="text-muted">Closed</span>;
  const acknowledging = item.status === 'new';
  const overdue = acknowledging ? item.acknowledgementOverdue : item.feedbackOverdue;
  const due = acknowledging ? item.acknowledgementDueAt : item.feedbackDueAt;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap',
        overdue ? 'font-semibold text-red-700' : 'text-ink',
      )}
    >
      {overdue && <AlarmClock className="size-4" aria-hidden="true" />}
      {acknowledging ? 'Acknowledge' : 'Feedback'} {overdue ? 'was due' : 'by'} {formatDay(due)}
      {overdue && <span className="sr-only"> (overdue)</span>}
    </span>
  );
}

/** Both deadlines of the EU Whistleblower Directive, each marked met, due or overdue. */
export function CaseDeadlines({
  item,
}: {
  item: Deadlines & { acknowledgedAt: string | null; feedbackGivenAt: string | null };
}) {
  const rows = [
    {
      label: 'Acknowledgement (7 days after receipt)',
      due: item.acknowledgementDueAt,
      overdue: item.acknowledgementOverdue,
      met: item.acknowledgedAt ? `Acknowledged ${formatDay(item.acknowledgedAt)}` : undefined,
    },
    {
      label: 'Feedback (3 months after acknowledgement)',
      due: item.feedbackDueAt,
      overdue: item.feedbackOverdue,
      // Met by writing to the reporter (a message or the outcome), never by a status change.
      met: item.feedbackGivenAt ? `Feedback given ${formatDay(item.feedbackGivenAt)}` : undefined,
    },
  ];
  return (
    <dl className="space-y-3 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className={cn(
            'rounded-lg px-3 py-2 ring-1',
            row.overdue ? 'bg-red-50 ring-red-200' : 'bg-page-grey/60 ring-line',
          )}
        >
          <dt className="text-muted">{row.label}</dt>
          <dd className={cn('font-semibold', row.overdue ? 'text-red-800' : 'text-brand-950')}>
            {row.overdue ? 'Overdue since ' : 'Due '}
            {formatDay(row.due)}
            {row.met && <span className="block font-normal text-muted">{row.met}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
