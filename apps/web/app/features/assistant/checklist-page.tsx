import type { ConformanceChecklist } from '@verdantia/domain/assistant/checklist';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, http } from '~/lib/http';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; checklist: ConformanceChecklist }
  | { state: 'failed'; message: string };

function Section({ title, items, tick }: { title: string; items: string[]; tick: boolean }) {
  return (
    <section className="mt-8 break-inside-avoid">
      <h2 className="text-xl font-semibold text-brand-950">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink">
            {tick && (
              <span
                aria-hidden
                className="mt-1 inline-block size-4 shrink-0 rounded-sm border-2 border-brand-700"
              />
            )}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One standard's conformance checklist, from the assistant's own paraphrase: what it requires,
 * how teams usually do it, and the evidence to gather. Laid out to print on plain paper.
 */
export function ChecklistPage({ number }: { number: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    http<ConformanceChecklist>(`/api/assistant/checklist/${encodeURIComponent(number)}`, {
      signal: controller.signal,
    })
      .then((checklist) => setLoad({ state: 'ready', checklist }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [number]);

  return (
    <div className="container-page max-w-3xl pt-header pb-16 print:pt-0">
      <p className="mt-10 text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase print:mt-0">
        Conformance checklist
      </p>
      {load.state === 'loading' && <p className="mt-4 text-muted">Loading the checklist…</p>}
      {load.state === 'failed' && (
        <div className="mt-4">
          <h1 className="text-3xl font-bold text-brand-950">Standard {number}</h1>
          <p role="alert" className="mt-3 font-medium text-red-700">
            {load.message}
          </p>
        </div>
      )}
      {load.state === 'ready' && (
        <article>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            Standard {load.checklist.number}: {load.checklist.title}
          </h1>
          <p className="mt-2 text-muted">
            {load.checklist.principle} · {load.checklist.domain}
          </p>
          <Section title="What it requires" items={load.checklist.requirements} tick />
          <Section title="Evidence of conformance" items={load.checklist.evidence} tick />
          <Section
            title="How teams usually go about it"
            items={load.checklist.practice}
            tick={false}
          />
          <p className="mt-8 text-sm text-muted">
            Our own summary of the 2024 Global Internal Audit Standards, not the IIA’s text or
            official guidance: check the Standards themselves before relying on it.
          </p>
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={() => window.print()}
              className="h-11 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              Print the checklist
            </button>
            <Link
              to="/ai-chatbot"
              className="inline-flex h-11 items-center rounded-xl px-4 font-semibold text-brand-700 underline underline-offset-4"
            >
              Back to the assistant
            </Link>
          </div>
        </article>
      )}
    </div>
  );
}
