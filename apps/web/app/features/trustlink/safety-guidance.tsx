import { ShieldWarningIcon } from '~/ui/icons/trust-icons';
import { useReporterText } from './i18n/reporter-text';
import { retentionText } from './i18n/retention';

/**
 * The plain advice a reporter needs before they write anything: which device and network to use,
 * where (not) to keep the receipt, how to stay anonymous, and what TrustLink does not keep.
 * `compact` is the narrow version beside the form.
 */
export function SafetyGuidance({ compact = false }: { compact?: boolean }) {
  const { text } = useReporterText();
  const safetyGuidance = text.safety;
  const headingId = compact ? 'safety-guidance-form' : 'safety-guidance';
  return (
    <section
      aria-labelledby={headingId}
      className={
        compact
          ? 'rounded-2xl bg-white/70 p-5 ring-1 ring-line'
          : 'container-page pb-4 pt-6 lg:pt-8'
      }
    >
      <div className={compact ? '' : 'rounded-3xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-10'}>
        <div className="flex items-center gap-3">
          <ShieldWarningIcon className="size-6 shrink-0 text-amber-800" aria-hidden="true" />
          <h2
            id={headingId}
            className={`font-semibold text-brand-950 ${compact ? 'text-lg' : 'text-2xl sm:text-3xl'}`}
          >
            {safetyGuidance.title}
          </h2>
        </div>
        {!compact && <p className="mt-3 max-w-3xl text-muted">{safetyGuidance.lead}</p>}
        <dl className={compact ? 'mt-4 space-y-3 text-sm' : 'mt-6 grid gap-6 sm:grid-cols-2'}>
          {safetyGuidance.items.map((item) => (
            <div key={item.title}>
              <dt className="font-semibold text-brand-950">{item.title}</dt>
              <dd className="mt-1 text-ink">{item.text}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold text-brand-950">{safetyGuidance.retentionTitle}</dt>
            <dd className="mt-1 text-ink">{retentionText(text)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
