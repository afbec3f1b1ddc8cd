import { useId } from 'react';
import { cn } from '~/ui/cn';
import { Actions } from './actions';
import { HeroVisual } from './hero-visuals';
import type { HeroBlock as HeroBlockData } from './types';

/** The page opener: the page's only h1, its calls to action and an illustration. */
export function HeroBlock({ block }: { block: HeroBlockData }) {
  const id = useId();
  const dark = block.tone === 'dark';
  return (
    <section
      id={block.id}
      aria-labelledby={id}
      data-tone={block.tone ?? 'plain'}
      className={cn(
        'relative isolate overflow-hidden pt-header',
        dark
          ? 'bg-brand-950 bg-[radial-gradient(circle_at_85%_20%,#0f6959,transparent_45%)] text-white'
          : 'bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,transparent)]',
      )}
    >
      <div
        className={cn(
          'container-page grid items-center gap-10 pt-10 pb-14 sm:pt-16 lg:pb-20',
          block.visual && 'lg:grid-cols-[1.1fr_1fr] lg:gap-14',
        )}
      >
        <div className={cn(!block.visual && 'max-w-3xl')}>
          {block.eyebrow && (
            <p
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1',
                dark
                  ? 'bg-white/10 text-accent-300 ring-white/20'
                  : 'bg-white/80 text-brand-800 ring-brand-200',
              )}
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
              {block.eyebrow}
            </p>
          )}
          <h1
            id={id}
            className={cn(
              'mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl xl:text-6xl',
              dark ? 'text-white' : 'text-brand-950',
            )}
          >
            {block.title}
          </h1>
          <p
            className={cn(
              'mt-6 max-w-2xl text-lg text-pretty sm:text-xl',
              dark ? 'text-white/85' : 'text-muted',
            )}
          >
            {block.intro}
          </p>
          <Actions actions={block.actions} invert={dark} className="mt-8" />
          {block.badges && block.badges.length > 0 && (
            <ul aria-label="Frameworks" className="mt-8 flex flex-wrap gap-2">
              {block.badges.map((badge) => (
                <li
                  key={badge}
                  className={cn(
                    'rounded-lg border px-3 py-1 text-sm font-semibold',
                    dark
                      ? 'border-white/25 text-white'
                      : 'border-brand-200 bg-white text-brand-800',
                  )}
                >
                  {badge}
                </li>
              ))}
            </ul>
          )}
        </div>
        {block.visual && <HeroVisual name={block.visual} />}
      </div>
    </section>
  );
}
