import { guidanceFor } from '@verdantia/domain/assessment/guidance';
import { ChevronDown } from 'lucide-react';

/**
 * "What this means", an example and the evidence that proves it, under a question. A native
 * disclosure: Enter or Space opens it, and screen readers announce it as expanded or collapsed.
 */
export function GuidanceDisclosure({ questionId, area }: { questionId: string; area: string }) {
  const guidance = guidanceFor(questionId);
  if (!guidance) return null;
  return (
    <details className="group mt-3 rounded-2xl bg-brand-50/60 ring-1 ring-brand-100">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2.5 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
        Guidance<span className="sr-only">{` for ${area}`}</span>: what this means and what proves
        it
      </summary>
      <dl className="space-y-3 px-4 pb-4 text-sm text-ink">
        <div>
          <dt className="font-semibold text-brand-950">What this means</dt>
          <dd className="mt-0.5">{guidance.meaning}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-950">Example of the levels</dt>
          <dd className="mt-0.5">{guidance.example}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-950">Evidence that would prove it</dt>
          <dd className="mt-0.5">{guidance.evidence}</dd>
        </div>
      </dl>
    </details>
  );
}
