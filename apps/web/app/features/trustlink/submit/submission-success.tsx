import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '~/ui/button';
import { localisedPath } from '@verdantia/domain/trustlink/languages';
import { downloadReceipt } from '../download-receipt';
import { fill } from '../i18n/fill';
import { useReporterText } from '../i18n/reporter-text';
import { retentionText } from '../i18n/retention';
import { longDate } from '../long-date';
import { FOLLOW_UP_BUSINESS_DAYS, type Receipt } from '../receipt';

/** The interaction ID, once: copy it, download the receipt, and save it with the PIN. */
export function SubmissionSuccess({ receipt }: { receipt: Receipt }) {
  const { language, text } = useReporterText();
  const t = text.success;
  const { interactionId, submittedAt, returnBy, retentionDays } = receipt;
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(interactionId);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div role="status" className="space-y-6">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-green-100 text-green-800">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-brand-950 focus:outline-none"
          >
            {t.title}
          </h2>
          <p className="mt-1 text-muted">
            {fill(t.submittedOn, { date: longDate(submittedAt, language) })}
          </p>
        </div>
      </div>
      <div className="rounded-2xl bg-brand-950 p-6 text-white">
        <p className="text-sm font-semibold tracking-wider text-white/80 uppercase">{t.idLabel}</p>
        <p
          data-testid="interaction-id"
          className="mt-2 font-mono text-3xl font-bold tracking-[0.12em] break-all sm:text-4xl"
        >
          {interactionId}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="light" onClick={() => void copy()}>
            {copied === 'yes' ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copied === 'yes' ? t.copied : t.copy}
          </Button>
          <Button variant="light" onClick={() => downloadReceipt(receipt, text)}>
            <Download className="size-4" aria-hidden="true" />
            {t.download}
          </Button>
        </div>
        {copied === 'failed' && <p className="mt-3 text-sm text-accent-300">{t.copyFailed}</p>}
      </div>
      <div className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
        <p className="font-semibold">{t.saveTitle}</p>
        <p className="mt-1">{t.saveText}</p>
      </div>
      <ul className="space-y-2 text-ink">
        <li>
          <strong>{fill(t.comeBack, { date: longDate(returnBy, language) })}</strong>{' '}
          {fill(t.comeBackWhy, { days: FOLLOW_UP_BUSINESS_DAYS })}
        </li>
        <li>{retentionText(text, retentionDays)}</li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={localisedPath('/trust-link-1', language)} variant="secondary">
          {t.back}
        </ButtonLink>
      </div>
    </div>
  );
}
