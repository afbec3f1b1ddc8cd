import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { http, errorMessage, toQuery } from '~/lib/http';
import { DataTable } from '~/backoffice/data-table';
import { Pagination } from '~/backoffice/pagination';
import type { OutboxMessage, Page } from '~/backoffice/types';
import { EmptyState, PageHeader, Panel, TableSkeleton } from '~/backoffice/ui';
import { Select } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';
import { OutboxRow } from './outbox-row';

/** The server's page size for the outbox. */
const PAGE_SIZE = 50;
const statusOptions = [
  ['', 'Any status'],
  ['queued', 'Waiting to send'],
  ['sending', 'Sending'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
] as const;
const columns = [
  'Queued',
  'Message',
  'Status',
  { label: 'Attempts', className: 'text-right' },
  { label: 'Last error', className: 'hidden lg:table-cell' },
  { label: 'Actions', srOnly: true },
] as const;

/** Every e-mail the site sends. Without SMTP configured, this is where they can be read. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useQuery({
    queryKey: ['admin', 'outbox', status, page],
    queryFn: () => http<Page<OutboxMessage>>(`/api/admin/outbox${toQuery({ status, page })}`),
    placeholderData: keepPreviousData,
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
            <FormAlert tone="error" className="m-4" onRetry={() => void messages.refetch()}>
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
            <DataTable caption="Outgoing e-mail, newest first" columns={columns}>
              {items.map((message) => (
                <OutboxRow key={message.id} message={message} />
              ))}
            </DataTable>
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
