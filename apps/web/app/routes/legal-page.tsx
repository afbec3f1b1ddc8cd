import { Fragment, useState, useSyncExternalStore, type ReactNode } from 'react';
import { data, Link } from 'react-router';
import { findLegalDocument, type LegalBlock } from '~/content/legal';
import { COOKIE_KEY } from '~/layout/cookie-banner';
import { pageMeta } from '~/lib/meta';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
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

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950';

/** Text with [label](href) links: site paths become router links, the rest plain anchors. */
function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    parts.push(text.slice(last, match.index));
    const [, label, href] = match as unknown as [string, string, string];
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a
          key={match.index}
          href={href}
          className={linkClass}
          {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {label}
          {href.startsWith('http') && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

// The banner in another tab, or the button below, announces changes with a storage event.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Removes the stored banner answer; the banner (listening for storage events) asks again. */
function CookieChoice() {
  const [cleared, setCleared] = useState(false);
  const stored = useSyncExternalStore(subscribe, safeRead, () => undefined);
  const describe: Record<string, string> = {
    true: 'You have accepted cookies on this browser.',
    false: 'You have declined cookies on this browser.',
  };
  const clear = () => {
    try {
      localStorage.removeItem(COOKIE_KEY);
    } catch {
      // storage blocked: nothing is stored, so there is nothing to clear
    }
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_KEY }));
    setCleared(true);
  };
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <p className="text-base text-ink">
        {stored === undefined
          ? 'Checking your current choice…'
          : stored === null
            ? 'No cookie choice is stored on this browser.'
            : (describe[stored] ?? 'A cookie choice is stored on this browser.')}
      </p>
      <Button className="mt-4" onClick={clear}>
        Change cookie choice
      </Button>
      <p role="status" className="mt-3 text-sm text-brand-800">
        {cleared && 'Your choice has been cleared. The cookie banner will ask you again.'}
      </p>
    </div>
  );
}

function safeRead() {
  try {
    return localStorage.getItem(COOKIE_KEY);
  } catch {
    return null;
  }
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <Inline text={block} />
      </p>
    );
  if ('list' in block)
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
        {block.list.map((item, i) => (
          <li key={i}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  if ('table' in block)
    return (
      // Focusable, so a keyboard user can scroll the table on a narrow screen.
      <div
        role="region"
        aria-label={block.table.caption}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{block.table.caption}</caption>
          <thead className="bg-brand-50 text-brand-950">
            <tr>
              {block.table.head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row) => (
              <tr key={row[0]} className="border-t border-line align-top">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th
                      key={i}
                      scope="row"
                      // Storage keys in code type; a described item (no key name) in text type.
                      className={cn(
                        'px-4 py-3 font-semibold text-brand-900',
                        !/\s/.test(cell) && 'font-mono text-[0.8125rem]',
                      )}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3 text-ink/90">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
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
                <Inline text={text} />
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
