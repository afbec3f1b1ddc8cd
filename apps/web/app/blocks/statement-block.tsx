import { useId } from 'react';
import type { StatementBlock as StatementBlockData } from './company-types';

/** A mission or belief: the statement large, the paragraphs beside it. */
export function StatementBlock({ block }: { block: StatementBlockData }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="container-page py-16 lg:py-24">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <h2 id={id} className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            {block.heading}
          </h2>
          <p className="mt-4 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {block.statement}
          </p>
        </div>
        <div className="space-y-5 text-lg text-pretty text-muted">
          {block.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
