import { formatDate, formatDateTime } from '../format';
import { fill } from '../i18n/fill';
import { useReporterText } from '../i18n/reporter-text';
import { retentionText } from '../i18n/retention';
import type { FollowUpRecord } from './follow-up-api';
import { CaseOutcome } from './case-outcome';
import { Conversation } from './conversation';
import { OwnReport } from './own-report';
import { RemarkForm } from './remark-form';

interface FollowUpDetailsProps {
  record: FollowUpRecord;
  onRecord: (record: FollowUpRecord) => void;
}

/** The one-row table of the interaction, the conversation, and the box to answer. */
export function FollowUpDetails({ record, onRecord }: FollowUpDetailsProps) {
  const { language, text } = useReporterText();
  const t = text.followUp;
  const columns = Object.values(t.columns);
  const closed = record.status === 'closed';
  return (
    <div className="space-y-6">
      <div className="max-h-[400px] overflow-auto rounded-xl ring-1 ring-line">
        <table className="w-full min-w-[640px] border-collapse text-left text-sm">
          <caption className="sr-only">{t.titleRecord}</caption>
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
              <td className="px-3 py-3 whitespace-nowrap">
                {formatDateTime(record.createdAt, language)}
              </td>
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
                  {t.status[record.status]}
                </span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {formatDate(record.closureDate, language)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <OwnReport record={record} />
      <CaseOutcome record={record} />
      <Conversation entries={record.conversation} />
      {!record.canReply ? (
        <p className="rounded-xl bg-page-grey p-4 text-sm text-muted">{t.closed}</p>
      ) : (
        <>
          {closed && record.lastReplyBy && (
            <p className="text-sm text-muted">
              {fill(t.lastReply, { date: formatDate(record.lastReplyBy, language) })}
            </p>
          )}
          <RemarkForm onSent={onRecord} />
        </>
      )}
      <p className="text-sm text-muted">{retentionText(text)}</p>
    </div>
  );
}
