import { useId } from 'react';
import { cn } from '~/ui/cn';
import { Actions } from './actions';
import { BlockHeading, Section, useDark } from './section';
import type { ProseBlock as ProseBlockData } from './types';

function Paragraphs({ block }: { block: ProseBlockData }) {
  const dark = useDark();
  return (
    <div>
      <div
        className={cn('space-y-5 text-pretty sm:text-lg', dark ? 'text-white/85' : 'text-muted')}
      >
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {block.action && <Actions actions={[block.action]} invert={dark} className="mt-8" />}
    </div>
  );
}

/** A heading beside a few paragraphs of description. */
export function ProseBlock({ block }: { block: ProseBlockData }) {
  const id = useId();
  return (
    <Section block={block} labelledBy={id}>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <BlockHeading id={id} eyebrow={block.eyebrow} heading={block.heading} center={false} />
        <Paragraphs block={block} />
      </div>
    </Section>
  );
}
