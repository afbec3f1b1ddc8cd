import { useId } from 'react';
import { cn } from '~/ui/cn';
import { BlockIcon } from './block-icon';
import { BlockHeading, Section } from './section';
import type { StatsBlock as StatsBlockData } from './types';

/** Headline figures: a large value, what it measures, and a line of context. */
export function StatsBlock({ block }: { block: StatsBlockData }) {
  const id = useId();
  const dark = block.tone === 'dark';
  // Item titles are h3 under the block's h2; without an h2 they stay plain text (no skipped level).
  const Title = block.heading ? 'h3' : 'p';
  return (
    <Section block={block} labelledBy={block.heading ? id : undefined}>
      {block.heading && <BlockHeading id={id} heading={block.heading} intro={block.intro} />}
      <ul className={cn('grid gap-6 md:grid-cols-3', block.heading && 'mt-12')}>
        {block.items.map((item) => (
          <li
            key={item.title}
            className={cn(
              'rounded-2xl border p-7',
              dark ? 'border-white/15 bg-white/5' : 'border-line bg-white shadow-card',
            )}
          >
            <Title
              className={cn(
                'text-sm font-semibold uppercase tracking-wider',
                dark ? 'text-accent-300' : 'text-brand-700',
              )}
            >
              {item.title}
            </Title>
            <p
              className={cn(
                'mt-3 flex items-center gap-3 text-5xl font-bold tracking-tight',
                dark ? 'text-white' : 'text-brand-950',
              )}
            >
              {item.icon && (
                <BlockIcon
                  name={item.icon}
                  className={cn('size-8', dark ? 'text-accent-400' : 'text-brand-500')}
                />
              )}
              {item.value}
            </p>
            <p className={cn('mt-3 text-pretty', dark ? 'text-white/75' : 'text-muted')}>
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
