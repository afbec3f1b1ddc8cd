import KeyRound from 'lucide-react/icons/key-round';
import Lock from 'lucide-react/icons/lock';
import Siren from 'lucide-react/icons/siren';
import { SafetyGuidance } from '~/features/trustlink/safety-guidance';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenNear } from '~/ui/lazy-section';
import type { Route } from './+types/submit-interaction';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// In the prerendered HTML; the form library and the shared schema load with it once it is near
// the viewport, which is at once on this page.
const InteractionForm = hydrateWhenNear(
  () => import('~/features/trustlink/submit/interaction-form'),
  'min-h-[140rem] sm:min-h-[110rem]',
);

const reminders = [
  { icon: Siren, text: 'Not an emergency service: if someone is in danger, call 999 or 112.' },
  { icon: Lock, text: 'Names and e-mail are optional. We never record your IP address.' },
  { icon: KeyRound, text: 'Save your interaction ID and PIN: we cannot recover either.' },
];

/** /submit-interaction: a short reminder of the rules, then the form. */
export default function SubmitInteractionPage() {
  return (
    <section aria-labelledby="submit-title" className="bg-page-teal pt-header">
      <div className="container-page grid gap-10 py-10 sm:py-16 lg:grid-cols-[0.7fr_1.3fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            TrustLink
          </p>
          <h1
            id="submit-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl"
          >
            Submit a new interaction
          </h1>
          <p className="mt-5 text-lg text-muted">
            Tell us what happened. Fields marked * are required; everything else is up to you.
            Retaliation against anyone who reports in good faith is prohibited.
          </p>
          <ul className="mt-8 space-y-4">
            {reminders.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="text-ink">{text}</span>
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
