import { domains, principleCount, principlesPage, standardCount } from '~/content/principles';
import { PageHero } from '~/blocks/page-hero';
import { pageMeta } from '~/lib/meta';
import { ButtonLink } from '~/ui/button';
import type { Route } from './+types/principles';

/** Build time only: the copy goes into the HTML and .data file, not the JS bundle. */
export function loader() {
  return { page: principlesPage, domains, principleCount, standardCount };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

const range = (numbers: number[]) =>
  numbers.length > 1 ? `Principles ${numbers[0]}–${numbers.at(-1)}` : `Principle ${numbers[0]}`;

export default function PrinciplesPage({ loaderData }: Route.ComponentProps) {
  const { page, domains } = loaderData;
  const [purpose, ...withPrinciples] = domains;
  const stats = [
    { value: domains.length, label: 'domains' },
    { value: loaderData.principleCount, label: 'principles' },
    { value: loaderData.standardCount, label: 'standards' },
  ];

  return (
    <>
      <PageHero
        titleId="page-title"
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.intro}
        className="bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#ffffff)]"
        frameClassName="gap-12 pb-14 lg:grid-cols-[1.2fr_1fr] lg:pb-20"
        visual={
          <nav
            aria-label="Domains"
            className="rounded-3xl bg-brand-900 bg-[radial-gradient(circle_at_90%_0%,#1ea38666,transparent_50%)] p-6 text-white shadow-card sm:p-8"
          >
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              The five domains
            </p>
            <ol className="mt-5 space-y-2">
              {domains.map((domain) => (
                <li key={domain.numeral}>
                  <a
                    href={`#domain-${domain.numeral}`}
                    className="grid grid-cols-[2.75rem_1fr] items-center gap-3 rounded-xl px-2 py-2 hover:bg-white/10"
                  >
                    <span className="grid size-10 place-items-center rounded-lg bg-white/10 font-bold text-accent-300">
                      {domain.numeral}
                    </span>
                    <span>
                      <span className="block font-semibold">{domain.title}</span>
                      <span className="block text-sm text-white/85">
                        {domain.principles.length
                          ? range(domain.principles.map((p) => p.number))
                          : 'Why internal auditing exists'}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        }
      >
        <dl className="mt-8 grid max-w-md grid-cols-3 gap-3">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-white px-4 py-3 ring-1 ring-brand-200 sm:px-5"
            >
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section
        id={`domain-${purpose!.numeral}`}
        aria-labelledby="domain-I-title"
        className="container-page scroll-mt-28 pt-14 lg:pt-20"
      >
        <div className="grid gap-6 rounded-3xl border border-brand-200 bg-brand-50 p-6 sm:p-10 lg:grid-cols-[auto_1fr] lg:items-start lg:gap-10">
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-2xl bg-brand-800 text-2xl font-bold text-accent-300"
          >
            I
          </span>
          <div>
            <h2
              id="domain-I-title"
              className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
            >
              Domain I: {purpose!.title}
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-pretty text-ink/90">{purpose!.summary}</p>
          </div>
        </div>
        <p className="mt-6 max-w-3xl text-sm text-muted">{page.note}</p>
      </section>

      {withPrinciples.map((domain) => (
        <section
          key={domain.numeral}
          id={`domain-${domain.numeral}`}
          aria-labelledby={`domain-${domain.numeral}-title`}
          className="container-page scroll-mt-28 pt-16 lg:pt-24"
        >
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            Domain {domain.numeral} · {range(domain.principles.map((p) => p.number))}
          </p>
          <h2
            id={`domain-${domain.numeral}-title`}
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl"
          >
            {domain.title}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted">{domain.summary}</p>
          <ol
            start={domain.principles[0]!.number}
            data-testid="principles-list"
            className="mt-10 grid gap-6 lg:grid-cols-2"
          >
            {domain.principles.map((principle) => (
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
                    <p className="text-sm font-semibold text-brand-700">
                      Principle {principle.number}
                    </p>
                    <h3 className="text-xl font-bold text-balance text-brand-950">
                      {principle.title}
                    </h3>
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
      ))}

      <section aria-labelledby="principles-cta-title" className="container-page py-20 lg:py-28">
        <div className="rounded-[2rem] bg-brand-900 bg-[radial-gradient(circle_at_10%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_95%_100%,#bef26440,transparent_40%)] px-6 py-14 text-center sm:px-12 lg:py-16">
          <h2
            id="principles-cta-title"
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            Ready to bring your internal audit function in line with the 2024 Standards?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">
            Ask our assistant about a specific standard, or talk to our internal audit team about a
            conformance review, a new charter or an external quality assessment.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/ai-chatbot" variant="light" size="lg">
              Ask the standards assistant
            </ButtonLink>
            <ButtonLink
              to="/service/internal-audit"
              size="lg"
              className="border border-white/40 bg-transparent hover:bg-white/10"
            >
              Our internal audit services
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
