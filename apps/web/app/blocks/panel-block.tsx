import type { PanelBlock as PanelBlockData } from './company-types';

/** One highlighted panel with a large mark, and a note under it. */
export function PanelBlock({ block }: { block: PanelBlockData }) {
  const titleId = `${block.id}-title`;
  return (
    <section
      id={block.id}
      aria-labelledby={titleId}
      className="container-page scroll-mt-28 pt-14 lg:pt-20"
    >
      <div className="grid gap-6 rounded-3xl border border-brand-200 bg-brand-50 p-6 sm:p-10 lg:grid-cols-[auto_1fr] lg:items-start lg:gap-10">
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-2xl bg-brand-800 text-2xl font-bold text-accent-300"
        >
          {block.mark}
        </span>
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {block.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-ink/90">{block.text}</p>
        </div>
      </div>
      <p className="mt-6 max-w-3xl text-sm text-muted">{block.note}</p>
    </section>
  );
}
