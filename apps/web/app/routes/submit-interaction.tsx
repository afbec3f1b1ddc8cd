import { LanguageSwitch } from '~/features/trustlink/i18n/language-switch';
import { reporterPageData } from '~/features/trustlink/i18n/reporter-page-data';
import { ReporterTextProvider, useReporterText } from '~/features/trustlink/i18n/reporter-text';
import { SafetyGuidance } from '~/features/trustlink/safety-guidance';
import { languageAlternates } from '~/features/trustlink/i18n/language-alternates';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenUsed } from '~/ui/hydrate-when-used';
import { BeaconIcon, KeyIcon, PadlockIcon } from '~/ui/icons/trust-icons';
import type { Route } from './+types/submit-interaction';

/** Build time only: the page's language and its dictionary, written into its HTML and `.data`. */
export function loader({ request }: Route.LoaderArgs) {
  return reporterPageData(request);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...languageAlternates(args.location.pathname),
];

// In the prerendered HTML; the form's code (the form library, then the shared schema) loads when
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
  const { text } = useReporterText();
  const t = text.submitPage;
  const reminders = [
    { icon: BeaconIcon, text: t.reminders.emergency },
    { icon: PadlockIcon, text: t.reminders.anonymous },
    { icon: KeyIcon, text: t.reminders.keys },
  ];
  return (
    <section aria-labelledby="submit-title" className="bg-page-teal pt-header">
      <div className="container-page grid gap-10 py-10 sm:py-16 lg:grid-cols-[0.7fr_1.3fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            {t.eyebrow}
          </p>
          <h1
            id="submit-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl"
          >
            {t.title}
          </h1>
          <LanguageSwitch path="/submit-interaction" className="mt-5" />
          <p className="mt-5 text-lg text-muted">{t.lead}</p>
          <ul className="mt-8 space-y-4">
            {reminders.map(({ icon: Icon, text: reminder }) => (
              <li key={reminder} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="text-ink">{reminder}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <SafetyGuidance compact />
          </div>
        </div>
        <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line sm:p-8 lg:p-10">
          <InteractionForm />
        </div>
      </div>
    </section>
  );
}
