import { useId } from 'react';
import { ButtonLink } from '~/ui/button';
import { cn } from '~/ui/cn';
import type { ClosingBlock as ClosingBlockData } from './company-types';

/** The closing call to action of a company page: a light and an outlined button on a panel. */
export function ClosingBlock({ block }: { block: ClosingBlockData }) {
  const id = useId();
  const [primary, ...others] = block.actions;
  return (
    <section
      aria-labelledby={id}
      className={cn('container-page', block.compact ? 'py-20 lg:py-28' : 'pb-20 lg:pb-28')}
    >
      <div
        className={cn(
          'rounded-[2rem] bg-brand-900 bg-[radial-gradient(circle_at_10%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_95%_100%,#bef26440,transparent_40%)] px-6 py-14 text-center sm:px-12',
          block.compact ? 'lg:py-16' : 'lg:py-20',
        )}
      >
        <h2
          id={id}
          className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {block.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{block.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {primary && (
            <ButtonLink to={primary.href} variant="light" size="lg">
              {primary.label}
            </ButtonLink>
          )}
          {others.map((action) => (
            <ButtonLink
              key={action.href}
              to={action.href}
              size="lg"
              className="border border-white/40 bg-transparent hover:bg-white/10"
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
