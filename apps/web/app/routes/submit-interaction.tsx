import { reporterPageData } from '~/features/trustlink/i18n/reporter-page-data';
import { ReporterTextProvider, useReporterText } from '~/features/trustlink/i18n/reporter-text';
import { languageAlternates } from '~/features/trustlink/i18n/language-alternates';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import type { Route } from './+types/submit-interaction';

/** Build time only: the page's language and its dictionary, written into its HTML and `.data`. */
export function loader({ request }: Route.LoaderArgs) {
  return reporterPageData(request);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...languageAlternates(args.location.pathname),
];

// The column beside the form (the language switch, the reminders, the safety advice) and the form
// are in the prerendered HTML. The column's code loads when the reporter first uses it.
const SubmitIntro = hydrateWhenUsed<{ language: ReporterLanguage }>(
  () =>
    import('~/features/trustlink/submit/submit-intro').then((m) => ({ default: m.SubmitIntro })),
  'min-h-[40rem]',
);

// The form's code (the form library, then the shared schema) loads when
// the reporter first points at, touches or focuses the form, not with the page.
const InteractionForm = hydrateWhenUsed(
  () => import('~/features/trustlink/submit/interaction-form'),
  'min-h-[140rem] sm:min-h-[110rem]',
);

/** /submit-interaction (and /cy/…, /pl/…): a short reminder of the rules, then the form. */
export default function SubmitInteractionPage({ loaderData }: Route.ComponentProps) {
  return (
    <ReporterTextProvider language={loaderData.language} text={loaderData.text}>
      <SubmitInteraction />
    </ReporterTextProvider>
  );
}

function SubmitInteraction() {
  const { language } = useReporterText();
  return (
    <section aria-labelledby="submit-title" className="bg-page-teal pt-header">
      <div className="container-page grid gap-10 py-10 sm:py-16 lg:grid-cols-[0.7fr_1.3fr] lg:gap-14">
        <SubmitIntro language={language} />
        <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line sm:p-8 lg:p-10">
          <InteractionForm />
        </div>
      </div>
    </section>
  );
}
