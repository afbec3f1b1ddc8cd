import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import { BeaconIcon, KeyIcon, PadlockIcon } from '~/ui/icons/trust-icons';
import { LanguageSwitch } from '../i18n/language-switch';
import { useReporterText } from '../i18n/reporter-text';
import { SafetyGuidance } from '../safety-guidance';

/**
 * The column beside the report form: the heading, the language switch, the three reminders and
 * the safety advice. An island of /submit-interaction (routes/submit-interaction.tsx); `language`
 * is the page's (the text comes from its context), there so that a change of language is a change
 * of props.
 */
export function SubmitIntro(_props: { language: ReporterLanguage }) {
  const { text } = useReporterText();
  const t = text.submitPage;
  const reminders = [
    { icon: BeaconIcon, text: t.reminders.emergency },
    { icon: PadlockIcon, text: t.reminders.anonymous },
    { icon: KeyIcon, text: t.reminders.keys },
  ];
  return (
    <>
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
    </>
  );
}
