import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { http, errorMessage, toQuery } from '~/lib/http';
import { Pagination } from '~/backoffice/pagination';
import type { AuditEntry, Page } from '~/backoffice/types';
import {
  Badge,
  EmptyState,
  PageHeader,
  Panel,
  TableSkeleton,
  formatDateTime,
  table,
} from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';

/** The server's page size for the audit log. */
const PAGE_SIZE = 50;

const actionLabels: Record<string, string> = {
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Failed sign-in',
  'staff.sign_out': 'Signed out',
  'staff.invited': 'Invited staff',
  'staff.invitation_accepted': 'Accepted invitation',
  'staff.role_changed': 'Changed a role',
  'staff.removed': 'Removed staff',
  'staff.password_changed': 'Changed password',
  'leads.exported': 'Exported leads',
  'leads.erased': 'Erased a person’s data',
  'post.published': 'Published a post',
  'post.unpublished': 'Unpublished a post',
  'news.published': 'Published news',
  'news.unpublished': 'Unpublished news',
};

const toneOf = (action: string) =>
  action.endsWith('failed') ? 'red' : action.startsWith('leads.') ? 'amber' : 'brand';

const formatDetail = (detail: AuditEntry['detail']) =>
  detail && Object.keys(detail).length > 0
    ? Object.entries(detail)
        .map(
          ([key, value]) =>
            `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
        )
        .join(' · ')
    : '—';

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: () => http<Page<AuditEntry>>(`/api/admin/audit${toQuery({ page })}`),
    placeholderData: keepPreviousData,
  });
  const items = log.data?.items ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit log"
        description="Every staff action, with who did it and when. Entries cannot be changed or deleted."
      />
      <Panel>
        {log.isError && (
          <FormAlert tone="error" className="m-4">
            {errorMessage(log.error)}
          </FormAlert>
        )}
        {log.isPending && <TableSkeleton columns={4} rows={8} />}
        {log.data && items.length === 0 && (
          <EmptyState icon={ScrollText} title="Nothing recorded yet" />
        )}
        {items.length > 0 && (
          <div className={table.wrap}>
            <table className={table.table}>
              <caption className={table.caption}>Audit log, newest first</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    When
                  </th>
                  <th scope="col" className={table.th}>
                    Who
                  </th>
                  <th scope="col" className={table.th}>
                    Action
                  </th>
                  <th scope="col" className={`${table.th} hidden md:table-cell`}>
                    Target
                  </th>
                  <th scope="col" className={`${table.th} hidden lg:table-cell`}>
                    Detail
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id} className={table.row}>
                    <td className={`${table.td} whitespace-nowrap text-muted tabular-nums`}>
                      {formatDateTime(entry.at)}
                    </td>
                    <td className={`${table.td} break-all`}>{entry.actorEmail ?? 'System'}</td>
                    <th scope="row" className={`${table.td} font-normal`}>
                      <Badge tone={toneOf(entry.action)}>
                        {actionLabels[entry.action] ?? entry.action}
                      </Badge>
                    </th>
                    <td className={`${table.td} hidden break-all md:table-cell`}>
                      {entry.target ?? '—'}
                    </td>
                    <td className={`${table.td} hidden text-muted lg:table-cell`}>
                      {formatDetail(entry.detail)}
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
          total={log.data?.total ?? 0}
          onPage={(next) => setParams(toQuery({ page: next > 1 ? next : '' }))}
          label="Audit log pages"
        />
      </Panel>
    </div>
  );
}
