import {
  assistantAnchors,
  type DomainHeading,
  fundamentalsHeadings,
  glossaryHeadings,
} from '@verdantia/domain/assistant/structure';

const entryClass =
  'scroll-mt-28 rounded-lg px-2 py-1 target:bg-accent-300/60 target:ring-2 target:ring-brand-500';

/**
 * Every entry the assistant cites, with the anchor its source links point at: the domains,
 * principles and standards, the fundamentals and the glossary.
 */
export function StandardsIndex({ domains }: { domains: DomainHeading[] }) {
  return (
    <section aria-labelledby="standards-index-title" className="container-page py-16">
      <h2 id="standards-index-title" className="text-3xl font-bold tracking-tight text-brand-950">
        The Standards at a glance
      </h2>
      <p className="mt-3 max-w-3xl text-muted">
        The entries the assistant draws on: five domains, fifteen principles and fifty-two
        standards, the fundamentals and key terms. The numbers and titles are those of the 2024
        Global Internal Audit Standards; the explanations are our own.
      </p>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
        {domains.map((domain) => (
          <div key={domain.numeral} className="rounded-3xl bg-white p-6 ring-1 ring-line">
            <h3
              id={assistantAnchors.domain(domain.numeral)}
              className={`${entryClass} text-xl font-semibold text-brand-950`}
            >
              Domain {domain.numeral}: {domain.title}
            </h3>
            {domain.principles.length === 0 && (
              <p className="mt-2 px-2 text-muted">
                Why internal auditing exists; no standards of its own.
              </p>
            )}
            {domain.principles.map((principle) => (
              <div key={principle.number} className="mt-4">
                <h4
                  id={assistantAnchors.principle(principle.number)}
                  className={`${entryClass} font-semibold text-brand-800`}
                >
                  Principle {principle.number}: {principle.title}
                </h4>
                <ul className="mt-1 space-y-0.5">
                  {principle.standards.map((standard) => (
                    <li
                      key={standard.number}
                      id={assistantAnchors.standard(standard.number)}
                      className={`${entryClass} text-ink`}
                    >
                      <span className="font-semibold tabular-nums text-brand-700">
                        {standard.number}
                      </span>{' '}
                      {standard.title}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
        <div className="rounded-3xl bg-white p-6 ring-1 ring-line">
          <h3 className="text-xl font-semibold text-brand-950">Fundamentals</h3>
          <ul className="mt-2 space-y-0.5">
            {fundamentalsHeadings.map((entry) => (
              <li
                key={entry.id}
                id={assistantAnchors.fundamentals(entry.id)}
                className={entryClass}
              >
                {entry.title}
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-xl font-semibold text-brand-950">Key terms</h3>
          <ul className="mt-2 space-y-0.5">
            {glossaryHeadings.map((entry) => (
              <li key={entry.id} id={assistantAnchors.glossary(entry.id)} className={entryClass}>
                {entry.title}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
