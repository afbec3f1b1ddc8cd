import { useQuery } from '@tanstack/react-query';
import { caseStatusLabels } from '@verdantia/domain/trustlink/case-status';
import type { CaseStatistics, Cell } from '@verdantia/domain/trustlink/case-statistics';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminButton, PageHeader, Panel, TableSkeleton } from '~/backoffice/ui';
import { errorMessage, http, toQuery } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { controlClass } from '~/ui/form/control';
import { MonthChart } from './statistics-chart';

const base = '/api/admin/trustlink/statistics';
const year = new Date().getUTCFullYear();

const days = (value: number | null) =>
  value === null ? 'withheld (fewer than 5 cases)' : `${value} days`;
const share = (value: number | null) =>
  value === null ? 'withheld (fewer than 5 cases)' : `${value}%`;

function FigureTable(props: {
  caption: string;
  head: string;
  rows: Array<{ label: string; count: Cell }>;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-brand-950">
        {props.caption}
      </caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-1.5 pr-4">
            {props.head}
          </th>
          <th scope="col" className="py-1.5 text-right">
            Cases
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.label} className="border-b border-line/60">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ s }: { s: CaseStatistics }) {
  return (
    <div className="space-y-6">
      <Panel className="p-5">
        <h2 className="text-base font-semibold text-brand-950">Summary</h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          {[
            ['Cases received', String(s.total)],
            ['Median time to acknowledge', days(s.medianDaysToAcknowledge)],
            ['Median time to first feedback', days(s.medianDaysToFeedback)],
            ['Median time to close', days(s.medianDaysToClose)],
            ['Acknowledged within 7 days', share(s.acknowledgedWithin7DaysPct)],
            ['Feedback within 3 months', share(s.feedbackWithin3MonthsPct)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted">{term}</dt>
              <dd className="font-semibold text-brand-950">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">
          Counts from 1 to 4 are shown as “&lt;5” so that no case can be singled out.
        </p>
      </Panel>
      <Panel className="space-y-4 p-5">
        <h2 className="text-base font-semibold text-brand-950">Cases received per month</h2>
        <MonthChart months={s.byMonth} />
        <FigureTable
          caption="Cases received per month, in figures"
          head="Month"
          rows={s.byMonth.map((m) => ({ label: m.key, count: m.count }))}
        />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel className="p-5">
          <FigureTable
            caption="By status"
            head="Status"
            rows={s.byStatus.map((c) => ({ label: caseStatusLabels[c.key], count: c.count }))}
          />
        </Panel>
        <Panel className="p-5">
          <FigureTable
            caption="By type"
            head="Type"
            rows={s.byType.map((c) => ({ label: c.key, count: c.count }))}
          />
        </Panel>
      </div>
    </div>
  );
}

/** How the channel performs over a date range, with a CSV for annual (ESRS G1) reporting. */
export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const range = {
    from: params.get('from') ?? `${year}-01-01`,
    to: params.get('to') ?? `${year}-12-31`,
  };
  const [draft, setDraft] = useState(range);
  const fromId = useId();
  const toId = useId();
  const figures = useQuery({
    queryKey: ['admin', 'trustlink', 'statistics', range],
    queryFn: () => http<CaseStatistics>(`${base}${toQuery(range)}`),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(toQuery(draft), { replace: true });
  };
  return (
    <div className="space-y-6">
      <Link
        to="/admin/cases"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All cases
      </Link>
      <PageHeader
        title="TrustLink statistics"
        description="Cases received in the chosen dates: how many, of what kind, and how quickly they were handled."
      />
      <Panel className="p-5">
        <form onSubmit={apply} className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={fromId} className="block text-sm font-semibold">
              Received from
            </label>
            <input
              id={fromId}
              type="date"
              className={controlClass(false, 'mt-1', 'compact')}
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={toId} className="block text-sm font-semibold">
              Received up to
            </label>
            <input
              id={toId}
              type="date"
              className={controlClass(false, 'mt-1', 'compact')}
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <AdminButton type="submit" tone="primary">
            Show figures
          </AdminButton>
          <a
            href={`${base}.csv${toQuery(range)}`}
            className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Download the ESRS G1 whistleblowing figures (CSV)
          </a>
        </form>
      </Panel>
      <div aria-live="polite" aria-busy={figures.isFetching}>
        {figures.isPending && <TableSkeleton columns={2} />}
        {figures.isError && (
          <FormAlert tone="error" onRetry={() => void figures.refetch()}>
            {errorMessage(figures.error)}
          </FormAlert>
        )}
        {figures.data && <Figures s={figures.data} />}
      </div>
    </div>
  );
}
