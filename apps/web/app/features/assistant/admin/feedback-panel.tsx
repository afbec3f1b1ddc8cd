import { useQuery } from '@tanstack/react-query';
import type { AssistantFeedbackList } from '@verdantia/domain/assistant/feedback';
import { ThumbsDown } from 'lucide-react';
import { EmptyState, Panel, TableSkeleton, stacked } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';

/** The answers visitors voted on, the most voted down first, with their latest reasons. */
export function FeedbackPanel() {
  const feedback = useQuery({
    queryKey: ['admin', 'assistant', 'feedback'],
    queryFn: () => http<AssistantFeedbackList>('/api/admin/assistant/feedback'),
  });
  const rows = feedback.data?.rows;
  return (
    <Panel>
      <h2 className="border-b border-line px-4 py-3 font-semibold text-brand-950">
        Answers voted down
      </h2>
      {feedback.isError && (
        <FormAlert tone="error" onRetry={() => void feedback.refetch()}>
          {errorMessage(feedback.error)}
        </FormAlert>
      )}
      {feedback.isPending && <TableSkeleton columns={4} rows={3} />}
      {rows && rows.length === 0 && (
        <EmptyState icon={ThumbsDown} title="No votes yet">
          Answers visitors vote on will appear here, the most voted down first.
        </EmptyState>
      )}
      {rows && rows.length > 0 && (
        <table className={stacked.table}>
          <caption className={stacked.caption}>Answers voted on, the most voted down first</caption>
          <thead className={stacked.thead}>
            <tr>
              <th scope="col" className={stacked.th}>
                Question and sources
              </th>
              <th scope="col" className={`${stacked.th} text-right`}>
                👎
              </th>
              <th scope="col" className={`${stacked.th} text-right`}>
                👍
              </th>
              <th scope="col" className={stacked.th}>
                Latest reasons
              </th>
            </tr>
          </thead>
          <tbody className={stacked.tbody}>
            {rows.map((row, index) => (
              <tr key={index} className={stacked.row}>
                <td className={stacked.td}>
                  <span className="font-medium text-brand-950">
                    {row.question ?? (
                      <em className="text-muted">Wording withheld: it may hold personal details</em>
                    )}
                  </span>
                  <span className="block text-sm text-muted">
                    {row.sources.length ? row.sources.join('; ') : 'No sources'}
                  </span>
                </td>
                <td className={`${stacked.td} tabular-nums sm:text-right`}>
                  <span className="sm:hidden">Voted down: </span>
                  {row.down}
                </td>
                <td className={`${stacked.td} tabular-nums sm:text-right`}>
                  <span className="sm:hidden">Voted up: </span>
                  {row.up}
                </td>
                <td className={stacked.td}>
                  {row.reasons.length ? (
                    <ul className="list-disc pl-4">
                      {row.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-muted">None given</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
