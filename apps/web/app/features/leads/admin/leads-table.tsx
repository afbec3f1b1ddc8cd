import { Check, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { kindLabels, type LeadRow } from '~/backoffice/types';
import { Badge, adminButton, formatDateTime, table } from '~/backoffice/ui';
import { useMarkHandled } from './use-lead-actions';

export function LeadsTable({ rows, caption }: { rows: LeadRow[]; caption: string }) {
  const mark = useMarkHandled();
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <caption className={table.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={table.th}>
              From
            </th>
            <th scope="col" className={`${table.th} hidden md:table-cell`}>
              Kind
            </th>
            <th scope="col" className={`${table.th} hidden md:table-cell`}>
              Received
            </th>
            <th scope="col" className={`${table.th} hidden lg:table-cell`}>
              Company
            </th>
            <th scope="col" className={`${table.th} hidden xl:table-cell`}>
              Summary
            </th>
            <th scope="col" className={table.th}>
              Status
            </th>
            <th scope="col" className={table.th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => {
            const pending =
              mark.isPending && mark.variables?.kind === lead.kind && mark.variables.id === lead.id;
            return (
              <tr key={`${lead.kind}-${lead.id}`} className={table.row}>
                <th scope="row" className={`${table.td} font-normal`}>
                  <Link
                    to={`/admin/leads/${lead.kind}/${lead.id}`}
                    className="font-semibold text-brand-900 hover:text-brand-700 hover:underline"
                  >
                    {lead.name || lead.email}
                  </Link>
                  {lead.name && <span className="block break-words text-muted">{lead.email}</span>}
                  <span className="mt-1 block text-xs text-muted md:hidden">
                    {kindLabels[lead.kind]} · {formatDateTime(lead.createdAt)}
                  </span>
                </th>
                <td className={`${table.td} hidden md:table-cell`}>
                  <Badge tone="brand">{kindLabels[lead.kind] ?? lead.kind}</Badge>
                </td>
                <td
                  className={`${table.td} hidden whitespace-nowrap text-muted tabular-nums md:table-cell`}
                >
                  {formatDateTime(lead.createdAt)}
                </td>
                <td className={`${table.td} hidden min-w-32 lg:table-cell`}>
                  {lead.company || '—'}
                </td>
                <td className={`${table.td} hidden min-w-52 xl:table-cell`}>
                  <span className="line-clamp-2 text-muted">{lead.summary || '—'}</span>
                </td>
                <td className={table.td}>
                  {lead.handledAt ? (
                    <Badge tone="grey">Handled</Badge>
                  ) : (
                    <Badge tone="amber">New</Badge>
                  )}
                </td>
                <td className={`${table.td} text-right`}>
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
        </tbody>
      </table>
    </div>
  );
}
