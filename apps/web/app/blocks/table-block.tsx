import { useId } from 'react';
import { BlockHeading, Section } from './section';
import type { ComparisonTableBlock } from './types';

const cornerClass =
  'sticky left-0 w-56 bg-brand-950 px-6 py-4 text-sm font-semibold uppercase tracking-wider';

/**
 * A comparison table. From 768 px a real table (first column sticky if it ever scrolls); on
 * phones each row becomes a card listing its cells under their column names, so nothing needs
 * sideways scrolling. Only one of the two is displayed, so assistive technology meets one.
 */
export function TableBlock({ block }: { block: ComparisonTableBlock }) {
  const id = useId();
  const [corner, ...columns] = block.columns;
  return (
    <Section block={block} labelledBy={id}>
      <BlockHeading id={id} heading={block.heading} intro={block.intro} />
      <div className="mt-12 hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-card md:block">
        <table className="w-full min-w-[48rem] table-fixed border-collapse text-left">
          <caption className="sr-only">{block.heading}</caption>
          <thead>
            <tr className="bg-brand-950 text-white">
              {corner ? (
                <th scope="col" className={cornerClass}>
                  {corner}
                </th>
              ) : (
                // An empty corner is a plain cell: an empty header would name nothing.
                <td className={cornerClass} />
              )}
              {columns.map((column) => (
                <th key={column} scope="col" className="px-6 py-4 text-base font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr
                key={row.label}
                className="border-t border-line bg-white align-top even:bg-brand-50"
              >
                <th
                  scope="row"
                  className="sticky left-0 bg-inherit px-6 py-5 font-semibold text-brand-950"
                >
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className="px-6 py-5 text-muted">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-10 space-y-5 md:hidden">
        {block.rows.map((row) => (
          <li
            key={row.label}
            className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
          >
            <h3 className="bg-brand-950 px-5 py-3.5 font-semibold text-white">{row.label}</h3>
            <dl className="divide-y divide-line">
              {row.cells.map((cell, i) => (
                <div key={i} className="px-5 py-4">
                  <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                    {columns[i]}
                  </dt>
                  <dd className="mt-1 text-muted">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
