import { retentionText } from '~/content/trustlink';
import { formatDate, formatDateTime } from '../format';
import type { FollowUpRecord } from './follow-up-api';
import { CaseOutcome } from './case-outcome';
import { Conversation } from './conversation';
import { OwnReport } from './own-report';
import { RemarkForm } from './remark-form';

interface FollowUpDetailsProps {
  record: FollowUpRecord;
  onRecord: (record: FollowUpRecord) => void;
}

const columns = ['Interaction ID', 'Title', 'Submitted', 'People involved', 'Status', 'Date'];

/** The one-row table of the interaction, the conversation, and the box to answer. */
export function FollowUpDetails({ record, onRecord }: FollowUpDetailsProps) {
  const closed = record.status === 'closed';
  return (
    <div className="space-y-6">
      <div className="max-h-[400px] overflow-auto rounded-xl ring-1 ring-line">
        <table className="w-full min-w-[640px] border-collapse text-left text-sm">
          <caption className="sr-only">Your interaction</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b border-line bg-page-grey px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="align-top">
              <td className="px-3 py-3 font-mono whitespace-nowrap">{record.intId}</td>
              <td className="px-3 py-3 font-semibold break-words text-brand-950">{record.title}</td>
              <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(record.createdAt)}</td>
              <td className="px-3 py-3">
                {record.involvedPersons.map((person) => person.fullName).join(', ') || '—'}
              </td>
              <td className="px-3 py-3">
                <span
                  data-testid="follow-up-status"
                  className={
                    closed
                      ? 'rounded-full bg-page-grey px-2 py-0.5 font-semibold text-ink ring-1 ring-line'
                      : 'rounded-full bg-brand-50 px-2 py-0.5 font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200'
                  }
                >
                  {record.statusLabel}
                </span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{formatDate(record.closureDate)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <OwnReport record={record} />
      <CaseOutcome record={record} />
      <Conversation entries={record.conversation} />
      {!record.canReply ? (
        <p className="rounded-xl bg-page-grey p-4 text-sm text-muted">
          This interaction is closed. If something new has happened, please submit a new
          interaction.
        </p>
      ) : (
        <>
          {closed && record.lastReplyBy && (
            <p className="text-sm text-muted">
              You may send one last reply until {formatDate(record.lastReplyBy)}.
            </p>
          )}
          <RemarkForm onSent={onRecord} />
        </>
      )}
      <p className="text-sm text-muted">{retentionText()}</p>
    </div>
  );
}
