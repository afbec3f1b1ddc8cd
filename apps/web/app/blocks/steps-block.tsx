import { useId } from 'react';
import { cn } from '~/ui/cn';
import { BlockHeading, Section, useDark } from './section';
import type { StepsBlock as StepsBlockData } from './types';

const columns: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

function Steps({ steps }: { steps: StepsBlockData['steps'] }) {
  const dark = useDark();
  return (
    <ol
      className={cn(
        'relative mt-12 grid gap-6',
        columns[steps.length] ?? 'md:grid-cols-2 lg:grid-cols-3',
      )}
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          className={cn(
            'relative rounded-2xl border p-6 sm:p-7',
            dark ? 'border-white/15 bg-white/5' : 'border-line bg-white shadow-card',
          )}
        >
          <div className="flex items-center gap-4">
            <span
              className={cn(
                'inline-flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-bold',
                dark ? 'bg-accent-400 text-brand-950' : 'bg-brand-800 text-white',
              )}
            >
              {i + 1}
            </span>
            <span
              aria-hidden="true"
              className={cn('h-px flex-1', dark ? 'bg-white/20' : 'bg-line')}
            />
            <span
              className={cn(
                'text-sm font-semibold uppercase tracking-wider',
                dark ? 'text-accent-300' : 'text-brand-700',
              )}
            >
              Step {i + 1}
            </span>
          </div>
          <h3 className={cn('mt-6 text-xl font-semibold', dark ? 'text-white' : 'text-brand-950')}>
            {step.title}
          </h3>
          <p className={cn('mt-2.5 text-pretty', dark ? 'text-white/80' : 'text-muted')}>
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** A short numbered how-it-works sequence. */
export function StepsBlock({ block }: { block: StepsBlockData }) {
  const id = useId();
  return (
    <Section block={block} labelledBy={id}>
      <BlockHeading id={id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Steps steps={block.steps} />
    </Section>
  );
}
