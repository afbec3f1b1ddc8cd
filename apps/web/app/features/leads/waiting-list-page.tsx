import type { WaitingListContent } from '~/content/waiting-list';
import { ButtonLink } from '~/ui/button';
import { hydrateWhenNear } from '~/ui/lazy-section';
import type { WaitingListIcons } from './icon-markup.server';
import { RequestInfoButton } from './request-info-button';
import { MarkupIcon } from '~/ui/icons/markup-icon';
import '~/lib/zod-jitless';

const WaitingListFormIsland = hydrateWhenNear(
  () => import('./waiting-list-form'),
  'min-h-[40rem] sm:min-h-[34rem]',
);

/**
 * The waiting-list page: a private beta message and the form. Also shown for the
 * academy programmes in private beta, each with its own heading from the page catalogue.
 */
export function WaitingListPage({
  content,
  icons,
}: {
  content: WaitingListContent;
  icons: WaitingListIcons;
}) {
  const { title, copy, steps, more } = content;
  return (
    <>
      <section
        aria-labelledby="waiting-list-title"
        className="bg-[radial-gradient(circle_at_0%_0%,#d2f6ea,transparent_45%),radial-gradient(circle_at_100%_30%,#d9f99d80,transparent_35%)] pt-header"
      >
        <div className="container-page grid gap-12 pt-12 pb-16 sm:pt-20 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
              <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
              {copy.eyebrow}
            </p>
            <h1
              id="waiting-list-title"
              className="mt-5 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl"
            >
              {title}
            </h1>
            <p className="mt-6 text-lg text-pretty text-muted sm:text-xl">{copy.lead}</p>
            <ul className="mt-8 space-y-4">
              {copy.highlights.map((item) => (
                <li key={item} className="flex gap-3">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    <MarkupIcon markup={icons.check} className="size-4" />
                  </span>
                  <span className="text-ink">{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8 lg:p-10">
            <h2 className="text-2xl font-bold tracking-tight text-brand-950">
              Join the waiting list
            </h2>
            <p className="mt-2 mb-6 text-muted">Fields marked with an asterisk (*) are required.</p>
            <WaitingListFormIsland />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="beta-steps-title"
        className="border-t border-line bg-page-white py-16 lg:py-24"
      >
        <div className="container-page">
          <h2
            id="beta-steps-title"
            className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
          >
            How the private beta works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step.title} className="rounded-3xl bg-page-grey p-6 sm:p-8">
                <span className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">
                  Step {i + 1}
                </span>
                <h3 className="mt-3 text-xl font-semibold text-brand-950">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 flex flex-col gap-6 rounded-3xl bg-brand-900 px-6 py-10 sm:px-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold tracking-tight text-white">{more.title}</h2>
              <p className="mt-2 text-white/85">{more.text}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <RequestInfoButton variant="light" size="lg" />
              <ButtonLink
                to="/contact"
                size="lg"
                variant="secondary"
                className="border-white text-white hover:bg-white/10"
              >
                Contact us
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
