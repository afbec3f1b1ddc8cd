import { useId } from 'react';
import { SectionHeading } from '~/ui/section-heading';
import type { NumberedBlock as NumberedBlockData } from './company-types';

/** Short statements numbered 01, 02 ... under a rule. */
export function NumberedBlock({ block }: { block: NumberedBlockData }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="container-page py-16 lg:py-24">
      <SectionHeading id={id} title={block.heading} lead={block.intro} />
      <ol className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item, i) => (
          <li key={item.title} className="border-t-2 border-brand-600 pt-5">
            <span aria-hidden="true" className="text-sm font-bold text-brand-600">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-1 text-xl font-bold text-brand-950">{item.title}</h3>
            <p className="mt-2 text-muted">{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
