import { guidanceFor } from '@verdantia/domain/assessment/guidance';
import type { LevelExamples } from '@verdantia/domain/assessment/level-examples';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

// The 150 level examples are the bulk of the guidance: they load once, when a visitor first
// points at, focuses or opens a question's guidance, not with the questionnaire.
let examples: Promise<Readonly<Record<string, LevelExamples>>> | undefined;
const loadExamples = () =>
  (examples ??= import('@verdantia/domain/assessment/level-examples').then(
    (module) => module.levelExamples,
    (error: unknown) => {
      examples = undefined;
      throw error;
    },
  ));

/**
 * "What this means", an example of each maturity level and the evidence that proves it, under a
 * question. A native disclosure: Enter or Space opens it, and screen readers announce it as
 * expanded or collapsed.
 */
export function GuidanceDisclosure({ questionId, area }: { questionId: string; area: string }) {
  const guidance = guidanceFor(questionId);
  const [levels, setLevels] = useState<LevelExamples | 'loading' | 'failed'>('loading');
  if (!guidance) return null;

  function load() {
    setLevels((current) => (current === 'failed' ? 'loading' : current));
    loadExamples().then(
      (all) => setLevels(all[questionId] ?? 'failed'),
      () => setLevels('failed'),
    );
  }

  return (
    <details
      className="group mt-3 rounded-2xl bg-brand-50/60 ring-1 ring-brand-100"
      onToggle={(event) => event.currentTarget.open && load()}
    >
      <summary
        onPointerEnter={() => void loadExamples().catch(() => undefined)}
        onFocus={() => void loadExamples().catch(() => undefined)}
        className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2.5 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
      >
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
        Guidance<span className="sr-only">{` for ${area}`}</span>: what this means, examples and
        what proves it
      </summary>
      <dl className="space-y-3 px-4 pb-4 text-sm text-ink">
        <div>
          <dt className="font-semibold text-brand-950">What this means</dt>
          <dd className="mt-0.5">{guidance.meaning}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-950">An example of each level</dt>
          <dd className="mt-0.5">
            {levels === 'loading' ? (
              <span className="text-muted">Loading the examples…</span>
            ) : levels === 'failed' ? (
              <span className="text-muted">
                The examples could not be loaded. Close and open the guidance to try again.
              </span>
            ) : (
              <ol className="mt-1 space-y-1.5">
                {levels.map((example, index) => (
                  <li key={example}>
                    <span className="font-semibold text-brand-900">{`Level ${index + 1}: `}</span>
                    {example}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-950">Evidence that would prove it</dt>
          <dd className="mt-0.5">{guidance.evidence}</dd>
        </div>
      </dl>
    </details>
  );
}
