import { useQuery } from '@tanstack/react-query';
import type { AssistantStats } from '@verdantia/domain/assistant/schemas';
import { BotMessageSquare, CircleHelp } from 'lucide-react';
import { DataTable } from '~/backoffice/data-table';
import {
  EmptyState,
  PageHeader,
  Panel,
  TableSkeleton,
  formatDateTime,
  stacked,
} from '~/backoffice/ui';
import { http, errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { EvaluationPanel } from './evaluation-panel';
import { FeedbackPanel } from './feedback-panel';

const figureClass = 'rounded-xl bg-white p-4 ring-1 ring-line';

const topicColumns = ['Topic', { label: 'Questions', className: 'text-right' }, 'Last asked'];
const questionColumns = [
  'Question',
  { label: 'Times asked', className: 'text-right' },
  'Last asked',
];

/**
 * What visitors ask the standards assistant: topics most asked, and the questions it could not
 * answer (the gaps in its knowledge base). Counts only; personal details are never kept.
 */
export function AssistantStatsPage() {
  const stats = useQuery({
    queryKey: ['admin', 'assistant', 'stats'],
    queryFn: () => http<AssistantStats>('/api/admin/assistant/stats'),
  });
  const data = stats.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Standards assistant"
        description="What visitors ask the Internal Audit Standards assistant. Questions holding anything that looks personal (names, e-mail addresses, numbers) are counted without their wording."
      />
      {stats.isError && (
        <FormAlert tone="error" onRetry={() => void stats.refetch()}>
          {errorMessage(stats.error)}
        </FormAlert>
      )}
      {data && (
        <dl className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ['Questions asked', data.totalQuestions],
              ['Answered from the Standards', data.answered],
              ['Not answered', data.unanswered],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={figureClass}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-950 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Panel>
        <h2 className="border-b border-line px-4 py-3 font-semibold text-brand-950">Most asked</h2>
        {stats.isPending && <TableSkeleton columns={3} rows={4} />}
        {data && data.topics.length === 0 && (
          <EmptyState icon={BotMessageSquare} title="No questions yet">
            Topics will appear here once visitors use the assistant.
          </EmptyState>
        )}
        {data && data.topics.length > 0 && (
          <DataTable
            caption="Topics the assistant answered, most asked first"
            columns={topicColumns}
          >
            {data.topics.map((topic) => (
              <tr key={topic.key} className={stacked.row}>
                <td className={`${stacked.td} font-medium text-brand-950`}>{topic.label}</td>
                <td className={`${stacked.td} tabular-nums sm:text-right`}>
                  {topic.count}
                  <span className="sm:hidden"> {topic.count === 1 ? 'question' : 'questions'}</span>
                </td>
                <td className={`${stacked.td} text-muted`}>{formatDateTime(topic.lastAskedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
      <Panel>
        <h2 className="border-b border-line px-4 py-3 font-semibold text-brand-950">
          Not answered
        </h2>
        {stats.isPending && <TableSkeleton columns={3} rows={4} />}
        {data && data.unansweredQueries.length === 0 && (
          <EmptyState icon={CircleHelp} title="Nothing unanswered">
            Questions the assistant could not answer will be listed here.
          </EmptyState>
        )}
        {data && data.unansweredQueries.length > 0 && (
          <DataTable
            caption="Questions without an answer, most repeated first"
            columns={questionColumns}
          >
            {data.unansweredQueries.map((row) => (
              <tr key={row.fingerprint} className={stacked.row}>
                <td className={stacked.td}>
                  {row.query ?? (
                    <span className="text-muted italic">
                      Wording withheld: it may hold personal details (ref.{' '}
                      {row.fingerprint.slice(0, 8)})
                    </span>
                  )}
                </td>
                <td className={`${stacked.td} tabular-nums sm:text-right`}>
                  {row.count}
                  <span className="sm:hidden"> {row.count === 1 ? 'time' : 'times'}</span>
                </td>
                <td className={`${stacked.td} text-muted`}>{formatDateTime(row.lastAskedAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
      <FeedbackPanel />
      <EvaluationPanel />
    </div>
  );
}
