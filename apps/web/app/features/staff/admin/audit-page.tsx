import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { http, errorMessage, toQuery } from '~/lib/http';
import { DataTable } from '~/backoffice/data-table';
import { Pagination } from '~/backoffice/pagination';
import type { AuditEntry, Page } from '~/backoffice/types';
import {
  Badge,
  EmptyState,
  PageHeader,
  Panel,
  TableSkeleton,
  formatDateTime,
  stacked,
} from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';
import { auditActionLabel, auditDetail } from './audit-labels';

/** The server's page size for the audit log. */
const PAGE_SIZE = 50;
const columns = ['When', 'Who', 'Action', 'Target', 'Detail'];

const toneOf = (action: string) =>
  action.endsWith('failed') ? 'red' : action.startsWith('leads.') ? 'amber' : 'brand';

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
          <FormAlert tone="error" className="m-4" onRetry={() => void log.refetch()}>
            {errorMessage(log.error)}
          </FormAlert>
        )}
        {log.isPending && <TableSkeleton columns={4} rows={8} />}
        {log.data && items.length === 0 && (
          <EmptyState icon={ScrollText} title="Nothing recorded yet" />
        )}
        {items.length > 0 && (
          <DataTable caption="Audit log, newest first" columns={columns}>
            {items.map((entry) => (
              <tr key={entry.id} className={stacked.row}>
                <td className={`${stacked.td} whitespace-nowrap text-muted tabular-nums`}>
                  {formatDateTime(entry.at)}
                </td>
                <td className={stacked.td}>{entry.actorEmail ?? 'System'}</td>
                <th scope="row" className={`${stacked.td} font-normal`}>
                  <Badge tone={toneOf(entry.action)}>{auditActionLabel(entry.action)}</Badge>
                </th>
                <td className={`${stacked.td} text-muted sm:text-ink`}>
                  <Blank>{entry.target || '—'}</Blank>
                </td>
                <td className={`${stacked.td} text-muted`}>
                  <Blank>{auditDetail(entry.detail)}</Blank>
                </td>
              </tr>
            ))}
          </DataTable>
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

/** An empty cell's dash helps in a table row; in a phone's stacked card it is only noise. */
function Blank({ children }: { children: string }) {
  return children === '—' ? <span className="max-sm:hidden">—</span> : children;
}
