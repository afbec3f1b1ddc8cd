import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { http, errorMessage, toQuery } from '~/lib/http';
import { Pagination } from '~/backoffice/pagination';
import type { OutboxMessage, Page } from '~/backoffice/types';
import {
  Badge,
  EmptyState,
  PageHeader,
  Panel,
  TableSkeleton,
  adminButton,
  formatDateTime,
  table,
} from '~/backoffice/ui';
import { Select } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';

/** The server's page size for the outbox. */
const PAGE_SIZE = 50;
const statusOptions = [
  ['', 'Any status'],
  ['queued', 'Waiting to send'],
  ['sending', 'Sending'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
] as const;
const statusBadge = (status: string) =>
  status === 'sent' ? (
    <Badge tone="green">Sent</Badge>
  ) : status === 'failed' ? (
    <Badge tone="red">Failed</Badge>
  ) : (
    <Badge tone="amber">{status === 'sending' ? 'Sending' : 'Waiting'}</Badge>
  );

/** Every e-mail the site sends. Without SMTP configured, this is where they can be read. */
export function OutboxPage() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useQuery({
    queryKey: ['admin', 'outbox', status, page],
    queryFn: () => http<Page<OutboxMessage>>(`/api/admin/outbox${toQuery({ status, page })}`),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: OutboxMessage['id']) =>
      http(`/api/admin/outbox/${id}/retry`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('The message will be sent again shortly.');
      void client.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const items = messages.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        description="Lead notifications and staff invitations, with their delivery status. Without an SMTP server configured, messages wait here."
      />
      <Panel>
        <div className="flex flex-wrap items-end gap-3 p-4">
          <Select
            label="Status"
            className="w-48"
            value={status}
            options={statusOptions}
            onChange={(event) =>
              setParams(toQuery({ status: event.target.value }), { replace: true })
            }
          />
        </div>
        <div className="border-t border-line" aria-busy={messages.isFetching}>
          {messages.isError && (
            <FormAlert tone="error" className="m-4">
              {errorMessage(messages.error)}
            </FormAlert>
          )}
          {messages.isPending && <TableSkeleton columns={5} />}
          {messages.data && items.length === 0 && (
            <EmptyState icon={Mail} title="No messages">
              {status
                ? 'No message has this status.'
                : 'E-mails the site sends will be listed here.'}
            </EmptyState>
          )}
          {items.length > 0 && (
            <div className={table.wrap}>
              <table className={table.table}>
                <caption className={table.caption}>Outgoing e-mail, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col" className={table.th}>
                      Queued
                    </th>
                    <th scope="col" className={table.th}>
                      Message
                    </th>
                    <th scope="col" className={table.th}>
                      Status
                    </th>
                    <th scope="col" className={`${table.th} text-right`}>
                      Attempts
                    </th>
                    <th scope="col" className={`${table.th} hidden lg:table-cell`}>
                      Last error
                    </th>
                    <th scope="col" className={table.th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((message) => (
                    <tr key={message.id} className={table.row}>
                      <td className={`${table.td} whitespace-nowrap text-muted tabular-nums`}>
                        {formatDateTime(message.createdAt)}
                      </td>
                      <th scope="row" className={`${table.td} max-w-md font-normal`}>
                        <span className="block font-semibold text-brand-950">
                          {message.subject}
                        </span>
                        <span className="block text-muted">To {message.to}</span>
                        {message.text && (
                          <details className="mt-1">
                            <summary className="cursor-pointer text-xs font-semibold text-brand-700">
                              Show message
                            </summary>
                            <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-page-grey p-3 font-sans text-xs whitespace-pre-wrap text-ink">
                              {message.text}
                            </pre>
                          </details>
                        )}
                      </th>
                      <td className={table.td}>{statusBadge(message.status)}</td>
                      <td className={`${table.td} text-right tabular-nums`}>{message.attempts}</td>
                      <td className={`${table.td} hidden max-w-xs text-red-800 lg:table-cell`}>
                        <span className="line-clamp-2 break-words">{message.lastError || '—'}</span>
                      </td>
                      <td className={`${table.td} text-right`}>
                        {(message.status === 'failed' || message.status === 'queued') && (
                          <button
                            type="button"
                            className={adminButton('secondary', 'h-8 px-2.5')}
                            disabled={retry.isPending && retry.variables === message.id}
                            onClick={() => retry.mutate(message.id)}
                          >
                            <RefreshCw className="size-4" aria-hidden="true" />
                            Retry
                            <span className="sr-only"> sending “{message.subject}”</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={messages.data?.total ?? 0}
            onPage={(next) => setParams(toQuery({ status, page: next > 1 ? next : '' }))}
            label="Outbox pages"
          />
        </div>
      </Panel>
    </div>
  );
}
