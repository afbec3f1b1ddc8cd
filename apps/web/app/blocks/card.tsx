import { Link } from 'react-router';
import { ArrowRightIcon as ArrowRight } from '~/ui/icons/control-icons';
import { cn } from '~/ui/cn';
import { BlockIcon } from './block-icon';
import type { IconName } from './icon-names';
import type { Card } from './types';

type Colour = NonNullable<Card['colour']>;

/** Accent bar and icon tile per card colour (full class names, so Tailwind sees them). */
const colours: Record<Colour, { bar: string; tile: string }> = {
  emerald: { bar: 'bg-emerald-500', tile: 'bg-emerald-50 text-emerald-700' },
  teal: { bar: 'bg-teal-500', tile: 'bg-teal-50 text-teal-700' },
  lime: { bar: 'bg-lime-500', tile: 'bg-lime-50 text-lime-700' },
  sky: { bar: 'bg-sky-500', tile: 'bg-sky-50 text-sky-700' },
  amber: { bar: 'bg-amber-500', tile: 'bg-amber-50 text-amber-700' },
  rose: { bar: 'bg-rose-500', tile: 'bg-rose-50 text-rose-700' },
  violet: { bar: 'bg-violet-500', tile: 'bg-violet-50 text-violet-700' },
  slate: { bar: 'bg-slate-500', tile: 'bg-slate-100 text-slate-700' },
};

const cardClass =
  'relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white';

/** 01, 02 ... */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

function NumberBadge({ n, className }: { n: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-8 min-w-11 items-center justify-center rounded-full bg-brand-950 px-2.5 text-sm font-bold tabular-nums text-accent-300',
        className,
      )}
    >
      {twoDigits(n)}
    </span>
  );
}

/** An icon on a rounded tile; `look` replaces the default pale brand colours (no class merging). */
export function IconTile({
  name,
  look = 'bg-brand-50 text-brand-700',
}: {
  name: IconName;
  look?: string;
}) {
  return (
    <span
      className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-xl', look)}
    >
      <BlockIcon name={name} />
    </span>
  );
}

/** Short bullet points; `className` replaces the default spacing and size. */
export function Points({
  points,
  className = 'mt-4 space-y-2 text-sm',
}: {
  points: string[];
  className?: string;
}) {
  return (
    <ul className={cn('text-ink', className)}>
      {points.map((point) => (
        <li key={point} className="flex gap-2.5">
          <span
            aria-hidden="true"
            className="mt-[0.45rem] size-1.5 shrink-0 rounded-full bg-brand-500"
          />
          {point}
        </li>
      ))}
    </ul>
  );
}

interface CardViewProps {
  card: Card;
  /** Shown as 01, 02 ... when set. */
  number?: number;
  /** h3 in card grids and sliders, h4 inside card groups. */
  level?: 3 | 4;
  /** Without shadow and with less padding, for cards on a tinted panel. */
  flat?: boolean;
}

/** One content card: icon or number, title, description, bullet points, optional link. */
export function CardView({ card, number, level = 3, flat }: CardViewProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const colour = card.colour ? colours[card.colour] : undefined;
  const hasTop = card.icon || number !== undefined;
  return (
    <article
      className={cn(cardClass, flat ? 'p-5 sm:p-6' : 'p-5 shadow-card sm:p-7')}
      data-colour={card.colour}
    >
      {colour && (
        <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1.5', colour.bar)} />
      )}
      {hasTop && (
        <div className="mb-5 flex items-center justify-between gap-3">
          {card.icon ? <IconTile name={card.icon} look={colour?.tile} /> : <span />}
          {number !== undefined && <NumberBadge n={number} />}
        </div>
      )}
      <Heading className="text-lg font-semibold leading-snug text-brand-950">{card.title}</Heading>
      <p className="mt-2.5 text-pretty text-muted">{card.description}</p>
      {card.points && card.points.length > 0 && <Points points={card.points} />}
      {card.href && (
        <Link
          to={card.href}
          className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 hover:text-brand-900"
        >
          Learn more<span className="sr-only">: {card.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </article>
  );
}
