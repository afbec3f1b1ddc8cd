import type { ReactNode } from 'react';
import { cn } from '~/ui/cn';

interface PageHeroProps {
  /** Id of the h1, which labels the section. */
  titleId: string;
  eyebrow: ReactNode;
  title: ReactNode;
  /** Words after the title in the accent colour. */
  titleAccent?: string;
  lead: ReactNode;
  /**
   * `split`: a pill eyebrow, the copy beside a visual, stacking on phones.
   * `centred`: a capitals eyebrow over centred copy, no visual.
   */
  layout?: 'split' | 'centred';
  /** The section's background and clipping. */
  className: string;
  /** Gaps, bottom padding and (split) the column widths of the inner frame. */
  frameClassName?: string;
  /** Size of the h1 from `sm` up. */
  titleClassName?: string;
  /** Width and size of the lead paragraph. */
  leadClassName?: string;
  /** The illustration or panel beside the copy (split only). */
  visual?: ReactNode;
  /** Under the lead: facts, actions, a note. */
  children?: ReactNode;
  /** Under the whole frame, e.g. a cue to scroll on. */
  after?: ReactNode;
}

type PageHeroCopyProps = Pick<
  PageHeroProps,
  | 'titleId'
  | 'eyebrow'
  | 'title'
  | 'titleAccent'
  | 'lead'
  | 'layout'
  | 'titleClassName'
  | 'leadClassName'
  | 'children'
>;

/**
 * The copy of a page opener (eyebrow, h1, lead, then `children`), for a page that lays out its
 * own frame around it (see PageHero, which uses it).
 */
export function PageHeroCopy({
  titleId,
  eyebrow,
  title,
  titleAccent,
  lead,
  layout = 'split',
  titleClassName = 'sm:text-5xl xl:text-6xl',
  leadClassName = 'max-w-2xl sm:text-xl',
  children,
}: PageHeroCopyProps) {
  const centred = layout === 'centred';
  return (
    <>
      {centred ? (
        <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
          {eyebrow}
        </p>
      ) : (
        <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
          {eyebrow}
        </p>
      )}
      <h1
        id={titleId}
        className={cn(
          'text-4xl font-bold tracking-tight text-balance text-brand-950',
          centred ? 'mx-auto mt-3' : 'mt-5',
          titleClassName,
        )}
      >
        {title}
        {titleAccent && (
          <>
            {' '}
            <span className="text-brand-700">{titleAccent}</span>
          </>
        )}
      </h1>
      <p className={cn('mt-6 text-lg text-pretty text-muted', centred && 'mx-auto', leadClassName)}>
        {lead}
      </p>
      {children}
    </>
  );
}

/** Short facts under an opener's lead, as pills ("30 questions", "Free PDF report"). */
export function HeroFacts({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-2" aria-label="At a glance">
      {facts.map((fact) => (
        <li
          key={fact}
          className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-line"
        >
          {fact}
        </li>
      ))}
    </ul>
  );
}

/** The frame of a split page opener: the copy, then the visual beside it from `lg` up. */
const splitFrameClass = 'container-page grid items-center pt-10 sm:pt-16';

/**
 * The opener of a one-off page (home, about, principles, award, pricing, books, training,
 * podcast): the page's only h1 under an eyebrow, with its lead copy. Each page keeps its copy in
 * its own module so the copy ships with its first load.
 */
export function PageHero({
  layout = 'split',
  className,
  frameClassName = 'gap-12 pb-14 lg:grid-cols-[1.1fr_1fr] lg:pb-20',
  visual,
  after,
  ...copy
}: PageHeroProps) {
  const heading = <PageHeroCopy layout={layout} {...copy} />;
  return (
    <section aria-labelledby={copy.titleId} className={cn(className, 'pt-header')}>
      {layout === 'centred' ? (
        <div className={cn('container-page pt-10 text-center sm:pt-16', frameClassName)}>
          {heading}
        </div>
      ) : (
        <div className={cn(splitFrameClass, frameClassName)}>
          <div>{heading}</div>
          {visual}
        </div>
      )}
      {after}
    </section>
  );
}
