import { caseStatusLabels } from '@verdantia/domain/trustlink/case-status';
import type { CaseListItem } from '@verdantia/domain/trustlink/case-answers';
import { Link } from 'react-router';
import { DataTable } from '~/backoffice/data-table';
import { Badge, stacked } from '~/backoffice/ui';
import { cn } from '~/ui/cn';
import { NextDeadline } from './deadline';
import { formatDay, priorityTones, statusTones } from './labels';

const columns = ['Case', 'Type', 'Priority', 'Status', 'Received', 'Deadline', 'Assignee'];

/** The cases as a table from 640 px, as stacked cards on phones; overdue rows stand out. */
export function CasesList({ rows, caption }: { rows: CaseListItem[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={columns}>
      {rows.map((item) => (
        <tr
          key={item.id}
          data-overdue={item.overdue || undefined}
          className={cn(stacked.row, item.overdue && 'bg-red-50/60 sm:bg-red-50/60')}
        >
          <th scope="row" className={cn(stacked.td, 'font-normal')}>
            <Link
              to={`/admin/cases/${item.id}`}
              className="font-semibold break-words text-brand-900 hover:text-brand-700 hover:underline"
            >
              {item.title}
            </Link>
            <span className="block text-xs text-muted">
              {item.reference}
              {item.awaitingStaff && (
                <span className="ml-2 font-semibold text-amber-800">Reporter replied</span>
              )}
            </span>
          </th>
          <td className={cn(stacked.td, 'inline-block pr-2 sm:table-cell')}>
            <Badge tone="brand">{item.interactionType}</Badge>
          </td>
          <td className={cn(stacked.td, 'inline-block pr-2 sm:table-cell')}>
            <Badge tone={priorityTones[item.priority]}>{item.priority}</Badge>
          </td>
          <td className={cn(stacked.td, 'inline-block sm:table-cell')}>
            <Badge tone={statusTones[item.status]}>{caseStatusLabels[item.status]}</Badge>
          </td>
          <td className={cn(stacked.td, 'whitespace-nowrap text-muted tabular-nums')}>
            <span className="sm:hidden">Received </span>
            {formatDay(item.receivedAt)}
          </td>
          <td className={stacked.td}>
            <NextDeadline item={item} />
          </td>
          <td className={cn(stacked.td, 'text-muted')}>
            <span className="sm:hidden">Assignee: </span>
            {item.assignee?.name ?? 'Unassigned'}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
