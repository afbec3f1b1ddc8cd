import { Fragment } from 'react';
import { data } from 'react-router';
import { InlineLinks } from '~/blocks/inline-links';
import { LegalTable } from '~/blocks/legal-table';
import { findLegalDocument, type LegalBlock } from '~/content/legal';
import { CookieChoice } from '~/layout/cookie-choice';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/legal-page';

/**
 * Runs at build time only (ssr: false + prerender): the document goes into the page's HTML and
 * its .data file, so the legal copy never weighs on the JS bundle.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const doc = findLegalDocument(path);
  if (!doc) throw data(null, { status: 404 });
  return doc;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <InlineLinks text={block} />
      </p>
    );
  if ('list' in block)
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
        {block.list.map((item, i) => (
          <li key={i}>
            <InlineLinks text={item} />
          </li>
        ))}
      </ul>
    );
  if ('table' in block) return <LegalTable table={block.table} />;
  return <CookieChoice />;
}

/** Privacy, cookie and terms pages: one template for every legal document. */
export default function LegalPage({ loaderData: doc }: Route.ComponentProps) {
  const contents = (
    <ol className="space-y-1.5 text-sm">
      {doc.sections.map((section, i) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1 text-muted hover:bg-brand-50 hover:text-brand-900"
          >
            <span className="w-6 shrink-0 text-right font-semibold text-brand-700">{i + 1}.</span>
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <section className="bg-[linear-gradient(#effcf8,#ffffff)] pt-header">
        <div className="container-page pt-10 pb-10 sm:pt-16">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-950 sm:text-5xl">
            {doc.title}
          </h1>
          <p className="mt-4 text-sm font-medium text-muted">
            Last updated: <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </p>
          <div className="mt-6 max-w-3xl space-y-4 text-lg text-pretty text-muted">
            {doc.intro.map((text, i) => (
              <p key={i}>
                <InlineLinks text={text} />
              </p>
            ))}
          </div>
        </div>
      </section>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 pb-20 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16 lg:pb-28">
        <nav aria-label="Contents" className="max-lg:hidden">
          <div className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto rounded-2xl border border-line p-4">
            <h2 className="px-2 pb-2 text-sm font-semibold text-brand-950">Contents</h2>
            {contents}
          </div>
        </nav>
        <details className="rounded-2xl border border-line p-4 lg:hidden">
          <summary className="cursor-pointer font-semibold text-brand-950">
            Contents ({doc.sections.length} sections)
          </summary>
          <nav aria-label="Contents" className="mt-3">
            {contents}
          </nav>
        </details>
        <article className="max-w-3xl space-y-12 text-base leading-relaxed text-ink/90">
          {doc.sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28"
            >
              <h2
                id={`${section.id}-title`}
                className="flex gap-3 text-2xl font-bold tracking-tight text-brand-950"
              >
                <span className="text-brand-600">{i + 1}.</span> <span>{section.heading}</span>
              </h2>
              <div className="mt-4 space-y-4">
                {section.body.map((block, j) => (
                  <Fragment key={j}>
                    <Block block={block} />
                  </Fragment>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
