import type { PrinciplesBlock as PrinciplesBlockData } from './company-types';

/** A group of numbered principles as cards, each listing the standards that support it. */
export function PrinciplesBlock({ block }: { block: PrinciplesBlockData }) {
  const titleId = `${block.id}-title`;
  return (
    <section
      id={block.id}
      aria-labelledby={titleId}
      className="container-page scroll-mt-28 pt-16 lg:pt-24"
    >
      <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
        {block.eyebrow}
      </p>
      <h2
        id={titleId}
        className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl"
      >
        {block.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-muted">{block.summary}</p>
      <ol
        start={block.principles[0]!.number}
        data-testid="principles-list"
        className="mt-10 grid gap-6 lg:grid-cols-2"
      >
        {block.principles.map((principle) => (
          <li
            key={principle.number}
            id={`principle-${principle.number}`}
            className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <div className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-700 text-xl font-bold text-white"
              >
                {principle.number}
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">Principle {principle.number}</p>
                <h3 className="text-xl font-bold text-balance text-brand-950">{principle.title}</h3>
              </div>
            </div>
            <p className="mt-5 text-pretty text-ink/90">{principle.explanation}</p>
            <div className="mt-auto pt-6">
              <p className="text-sm font-semibold text-brand-900">
                {principle.standards.length} standards under this principle
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {principle.standards.map((standard) => (
                  <li
                    key={standard.number}
                    className="rounded-lg bg-brand-50 px-2.5 py-1 text-sm text-brand-900 ring-1 ring-brand-100"
                  >
                    <span className="font-semibold">{standard.number}</span> {standard.title}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
