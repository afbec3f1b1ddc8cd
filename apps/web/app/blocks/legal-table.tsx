import { cn } from '~/ui/cn';

interface LegalTableProps {
  table: { caption: string; head: string[]; rows: string[][] };
}

/** A legal document's table (e.g. the cookies it stores), scrolling sideways on phones. */
export function LegalTable({ table }: LegalTableProps) {
  return (
    // Focusable, so a keyboard user can scroll the table on a narrow screen.
    <div
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-brand-50 text-brand-950">
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-t border-line align-top">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    // Storage keys in code type; a described item (no key name) in text type.
                    className={cn(
                      'px-4 py-3 font-semibold text-brand-900',
                      !/\s/.test(cell) && 'font-mono text-[0.8125rem]',
                    )}
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-4 py-3 text-ink/90">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
