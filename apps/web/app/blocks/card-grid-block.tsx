import { useId } from 'react';
import { cn } from '~/ui/cn';
import { Reveal } from '~/ui/reveal';
import { CardView } from './card';
import { BlockHeading, Section } from './section';
import type { CardGridBlock as CardGridBlockData } from './types';

// Flex rather than grid so a short last row is centred instead of left hanging.
const itemWidth = {
  2: 'md:basis-[calc((100%-1.5rem)/2)]',
  3: 'md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]',
  4: 'sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-4.5rem)/4)]',
} as const;

/** A grid of cards (services, reasons, features). */
export function CardGridBlock({ block }: { block: CardGridBlockData }) {
  const id = useId();
  const n = block.cards.length;
  const columns = block.columns ?? (n % 4 === 0 ? 4 : n === 2 ? 2 : 3);
  return (
    <Section block={block} labelledBy={id} reveal={false}>
      <Reveal>
        <BlockHeading id={id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      </Reveal>
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {block.cards.map((card, i) => (
          <Reveal
            as="li"
            key={i}
            className={cn('basis-full', itemWidth[columns])}
            delayMs={(i % columns) * 120}
          >
            <CardView card={card} number={block.numbered ? (card.number ?? i + 1) : undefined} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
