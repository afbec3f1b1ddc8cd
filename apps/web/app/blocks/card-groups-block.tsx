import { useId } from 'react';
import { cn } from '~/ui/cn';
import { CardView, IconTile } from './card';
import { BlockHeading, Section } from './section';
import type { CardGroupsBlock as CardGroupsBlockData } from './types';

/** Cards under group headings, one column per group on wide screens. */
export function CardGroupsBlock({ block }: { block: CardGroupsBlockData }) {
  const id = useId();
  const count = block.groups.length;
  return (
    <Section block={block} labelledBy={id}>
      <BlockHeading id={id} heading={block.heading} intro={block.intro} />
      <div
        className={cn(
          'mt-12 grid gap-6',
          count >= 3 ? 'lg:grid-cols-3' : count === 2 && 'lg:grid-cols-2',
        )}
      >
        {block.groups.map((group) => (
          <div
            key={group.title}
            className="rounded-3xl border border-brand-100 bg-brand-50/80 p-4 sm:p-5"
          >
            <div className="flex items-center gap-3 px-2 pt-2 pb-5">
              {group.icon && <IconTile name={group.icon} look="bg-brand-800 text-accent-300" />}
              <h3 className="text-xl font-bold text-brand-950">{group.title}</h3>
            </div>
            <ul className="space-y-4">
              {group.cards.map((card) => (
                <li key={card.title}>
                  <CardView card={card} level={4} flat />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
