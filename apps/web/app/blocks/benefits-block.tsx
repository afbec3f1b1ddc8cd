import { useId } from 'react';
import { cn } from '~/ui/cn';
import { BlockIcon } from './block-icon';
import { twoDigits } from './card';
import { BlockHeading, Section, useDark } from './section';
import type { BenefitsBlock as BenefitsBlockData } from './types';

type Item = BenefitsBlockData['items'][number];

function Marker({ item, number }: { item: Item; number?: number }) {
  const dark = useDark();
  if (number !== undefined) {
    return (
      <span
        className={cn(
          'text-4xl font-bold tabular-nums',
          dark ? 'text-accent-400' : 'text-brand-600',
        )}
      >
        {twoDigits(number)}
      </span>
    );
  }
  if (!item.icon) return null;
  return (
    <span
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-xl',
        dark ? 'bg-white/10 text-accent-300' : 'bg-brand-800 text-accent-300',
      )}
    >
      <BlockIcon name={item.icon} />
    </span>
  );
}

/** Benefits as an open list separated by rules: lighter than cards, easy to scan. */
export function BenefitsBlock({ block }: { block: BenefitsBlockData }) {
  const id = useId();
  // Read from the block: the tone context only exists inside <Section>.
  const dark = block.tone === 'dark';
  const n = block.items.length;
  return (
    <Section block={block} labelledBy={id}>
      <BlockHeading id={id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul
        className={cn(
          'mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2',
          n % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        {block.items.map((item, i) => (
          <li
            key={item.title}
            className={cn('border-t-2 pt-6', dark ? 'border-white/20' : 'border-brand-200')}
          >
            <Marker item={item} number={block.numbered ? i + 1 : undefined} />
            <h3
              className={cn('mt-4 text-lg font-semibold', dark ? 'text-white' : 'text-brand-950')}
            >
              {item.title}
            </h3>
            <p className={cn('mt-2 text-pretty', dark ? 'text-white/80' : 'text-muted')}>
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
