import { useId } from 'react';
import { BlockHeading, Section } from './section';
import type { LogosBlock as LogosBlockData } from './types';

/** Names set as typographic marks: no third-party logo files. */
export function LogosBlock({ block }: { block: LogosBlockData }) {
  const id = useId();
  return (
    <Section block={block} labelledBy={id}>
      <BlockHeading id={id} heading={block.heading} intro={block.intro} />
      <ul className="mt-10 flex flex-wrap justify-center gap-3 sm:gap-4">
        {block.names.map((name) => (
          <li
            key={name}
            className="flex h-16 min-w-36 items-center justify-center rounded-2xl border border-line bg-white px-6 text-lg font-bold tracking-tight text-brand-900/80 grayscale"
          >
            {name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
