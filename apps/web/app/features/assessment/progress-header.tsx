import { pillars, questions } from '@verdantia/domain/assessment/questions';
import { Check, CloudOff, Loader2 } from 'lucide-react';
import type { RefObject } from 'react';
import { cn } from '~/ui/cn';
import type { SaveState } from './use-answers';

interface ProgressHeaderProps {
  organisation: string;
  step: number;
  answered: number;
  state: SaveState;
  onStep: (index: number) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const saveLabels = {
  idle: 'Answers are saved as you choose them',
  saving: 'Saving…',
  saved: 'All answers saved',
  error: 'Not saved',
};

/** The step's title, the progress bar, the step list and whether the answers are saved. */
export function ProgressHeader(props: ProgressHeaderProps) {
  const { organisation, step, answered, state, onStep, headingRef } = props;
  const pillar = pillars[step]!;
  const percent = Math.round((answered / questions.length) * 100);
  const SaveIcon = state.kind === 'saving' ? Loader2 : state.kind === 'error' ? CloudOff : Check;
  return (
    <header>
      <p className="text-sm font-semibold text-brand-700">
        ESG maturity assessment · {organisation}
      </p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-bold text-brand-950 outline-none sm:text-4xl"
      >
        Step {step + 1} of {pillars.length}: {pillar.title}
      </h1>
      <p className="mt-2 text-muted">{pillar.summary}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id="progress-label" className="font-semibold text-brand-900">
          {answered} of {questions.length} questions answered
        </span>
        <span role="status" className="inline-flex items-center gap-1.5 text-muted">
          <SaveIcon
            className={cn(
              'size-4',
              state.kind === 'saving' && 'animate-spin',
              state.kind === 'error' && 'text-red-700',
            )}
            aria-hidden="true"
          />
          {saveLabels[state.kind]}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <nav aria-label="Sections" className="mt-5">
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {pillars.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onStep(index)}
                aria-current={index === step ? 'step' : undefined}
                className={cn(
                  'h-full w-full rounded-xl px-3 py-2 text-left text-sm font-semibold ring-1 transition-colors',
                  index === step
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-brand-900 ring-line hover:bg-brand-50',
                )}
              >
                <span className="block text-xs font-medium opacity-80">Step {index + 1}</span>
                {item.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </header>
  );
}
