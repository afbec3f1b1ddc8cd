import { Check, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/backoffice/data-table';
import { kindLabels, type LeadRow } from '~/backoffice/types';
import { Badge, adminButton, formatDateTime, stacked } from '~/backoffice/ui';
import { cn } from '~/ui/cn';
import { useMarkHandled } from './use-lead-actions';

const columns = [
  'From',
  { label: 'Kind', className: 'hidden md:table-cell' },
  { label: 'Received', className: 'hidden md:table-cell' },
  { label: 'Company', className: 'hidden lg:table-cell' },
  { label: 'Summary', className: 'hidden xl:table-cell' },
  'Status',
  { label: 'Actions', srOnly: true },
] as const;

export function LeadsTable({ rows, caption }: { rows: LeadRow[]; caption: string }) {
  const mark = useMarkHandled();
  return (
    <DataTable caption={caption} columns={columns}>
      {rows.map((lead) => {
        const pending =
          mark.isPending && mark.variables?.kind === lead.kind && mark.variables.id === lead.id;
        return (
          <tr key={`${lead.kind}-${lead.id}`} className={stacked.row}>
            <th scope="row" className={cn(stacked.td, 'font-normal')}>
              <Link
                to={`/admin/leads/${lead.kind}/${lead.id}`}
                className="font-semibold text-brand-900 hover:text-brand-700 hover:underline"
              >
                {lead.name || lead.email}
              </Link>
              {lead.name && <span className="block text-muted">{lead.email}</span>}
              {lead.company && <span className="block text-muted lg:hidden">{lead.company}</span>}
              <span className="mt-1 block text-xs text-muted md:hidden">
                {kindLabels[lead.kind]} · {formatDateTime(lead.createdAt)}
              </span>
            </th>
            <td className={cn(stacked.wideTd, 'md:table-cell')}>
              <Badge tone="brand">{kindLabels[lead.kind] ?? lead.kind}</Badge>
            </td>
            <td
              className={cn(
                stacked.wideTd,
                'whitespace-nowrap text-muted tabular-nums md:table-cell',
              )}
            >
              {formatDateTime(lead.createdAt)}
            </td>
            <td className={cn(stacked.wideTd, 'min-w-32 lg:table-cell')}>{lead.company || '—'}</td>
            <td className={cn(stacked.wideTd, 'min-w-52 xl:table-cell')}>
              <span className="line-clamp-2 text-muted">{lead.summary || '—'}</span>
            </td>
            <td className={cn(stacked.td, 'mt-2 inline-block pr-2 sm:mt-0 sm:table-cell')}>
              {lead.handledAt ? (
                <Badge tone="grey">Handled</Badge>
              ) : (
                <Badge tone="amber">New</Badge>
              )}
            </td>
            <td className={cn(stacked.td, 'inline-block sm:table-cell sm:text-right')}>
              <button
                type="button"
                className={adminButton('ghost', 'h-8 px-2.5')}
                disabled={pending}
                aria-label={`${lead.handledAt ? 'Reopen' : 'Mark handled'}: ${lead.name || lead.email}`}
                onClick={() =>
                  mark.mutate({ kind: lead.kind, id: lead.id, handled: !lead.handledAt })
                }
              >
                {lead.handledAt ? (
                  <RotateCcw className="size-4" aria-hidden="true" />
                ) : (
                  <Check className="size-4" aria-hidden="true" />
                )}
                <span className="hidden sm:inline">
                  {lead.handledAt ? 'Reopen' : 'Mark handled'}
                </span>
              </button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
