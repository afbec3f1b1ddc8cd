import { site } from '@verdantia/domain/site/config';
import type { ComingSoonContent } from '~/content/coming-soon';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { ComingSoonSidebar } from './coming-soon-sidebar';
import type { ComingSoonIcons } from './icon-markup.server';
import { useSidebarState } from './sidebar-state';
import { MarkupIcon } from '~/ui/icons/markup-icon';
import '~/lib/zod-jitless';

const EarlyAccessIsland = hydrateWhenNear(() => import('./early-access-form'), 'min-h-[30rem]');
const toolIcons = ['diagnostic', 'tracker', 'lab'] as const;

/** /coming-soon: its own frame, outside the site's header and footer. */
export function ComingSoonPage({
  content,
  icons,
}: {
  content: ComingSoonContent;
  icons: ComingSoonIcons;
}) {
  const { hero, form, tools } = content;
  const [state, setState] = useSidebarState();
  return (
    <div className="flex min-h-screen bg-brand-50 bg-[radial-gradient(circle_at_100%_0%,#d9f99d99,transparent_35%),radial-gradient(circle_at_0%_100%,#a6ebd680,transparent_40%)]">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        Skip to content
      </a>
      <ComingSoonSidebar
        state={state}
        icons={icons}
        onToggle={() => setState(state === 'collapsed' ? 'expanded' : 'collapsed')}
      />
      <div className="min-w-0 flex-1">
        <main id="main" className="mx-auto max-w-6xl px-5 py-12 sm:px-8 lg:px-12 lg:py-20">
          <div className="grid items-start gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
            <div className="lg:pt-6">
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
                <span
                  className="size-2 animate-pulse rounded-full bg-accent-500"
                  aria-hidden="true"
                />
                {hero.eyebrow}
              </p>
              <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl">
                {hero.title}
              </h1>
              <p className="mt-6 text-lg text-pretty text-muted sm:text-xl">{hero.lead}</p>
              <ul className="mt-8 space-y-3">
                {hero.benefits.map((item) => (
                  <li key={item} className="flex items-center gap-3 font-medium text-ink">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                      <MarkupIcon markup={icons.check} className="size-4" />
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <section
              aria-labelledby="early-access-title"
              className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8"
            >
              <h2
                id="early-access-title"
                className="text-2xl font-bold tracking-tight text-brand-950"
              >
                {form.title}
              </h2>
              <p className="mt-2 mb-6 text-muted">{form.lead}</p>
              <EarlyAccessIsland />
            </section>
          </div>
          <section aria-labelledby="upcoming-title" className="mt-20">
            <h2
              id="upcoming-title"
              className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
            >
              What is on its way
            </h2>
            <ul className="mt-8 grid gap-5 md:grid-cols-3">
              {tools.map((tool, i) => {
                const icon = icons[toolIcons[i] ?? 'diagnostic'];
                return (
                  <li
                    key={tool.title}
                    className="rounded-3xl bg-white/80 p-6 ring-1 ring-line backdrop-blur"
                  >
                    <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-800 text-accent-300">
                      <MarkupIcon markup={icon} className="size-5" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-brand-950">{tool.title}</h3>
                    <p className="mt-2 text-muted">{tool.text}</p>
                  </li>
                );
              })}
            </ul>
          </section>
          <p className="mt-16 border-t border-brand-200 pt-6 text-sm text-muted">
            © {new Date().getFullYear()} {site.legalName}. Registered in England and Wales.
          </p>
        </main>
      </div>
    </div>
  );
}
