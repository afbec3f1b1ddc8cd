import type { ReactNode } from 'react';
import { cn } from '~/ui/cn';
import { stacked } from './ui';

/** A column's heading; `srOnly` names a column of buttons for screen readers only. */
export type Column = string | { label: string; srOnly?: boolean; className?: string };

interface DataTableProps {
  /** Read by screen readers: what the table lists. */
  caption: string;
  columns: readonly Column[];
  /** The rows: `<tr className={stacked.row}>` with `stacked.td` cells. */
  children: ReactNode;
}

/**
 * The back-office list: a table from 640 px, stacked cards on a phone (the header row is hidden
 * there; each cell says what it is by its content or a short label). Cells wrap long values
 * (a company name, an e-mail address) anywhere they must, so no list is wider than the screen
 * and the whole value stays readable.
 */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <table className={stacked.table}>
      <caption className={stacked.caption}>{caption}</caption>
      <thead className={stacked.thead}>
        <tr>
          {columns.map((column) => {
            const { label, srOnly, className } =
              typeof column === 'string' ? { label: column } : column;
            return (
              <th key={label} scope="col" className={cn(stacked.th, className)}>
                {srOnly ? <span className="sr-only">{label}</span> : label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className={stacked.tbody}>{children}</tbody>
    </table>
  );
}
