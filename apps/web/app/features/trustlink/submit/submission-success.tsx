import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useRef, useState } from 'react';
import { retentionSentence } from '~/content/trustlink';
import { Button, ButtonLink } from '~/ui/button';
import { downloadReceipt } from '../download-receipt';
import { longDate } from '../long-date';
import { FOLLOW_UP_BUSINESS_DAYS, type Receipt } from '../receipt';

/** The interaction ID, once: copy it, download the receipt, and save it with the PIN. */
export function SubmissionSuccess({ receipt }: { receipt: Receipt }) {
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
            Your interaction has been submitted
          </h2>
          <p className="mt-1 text-muted">Submitted on {longDate(submittedAt)}.</p>
        </div>
      </div>
      <div className="rounded-2xl bg-brand-950 p-6 text-white">
        <p className="text-sm font-semibold tracking-wider text-white/80 uppercase">
          Your interaction ID
        </p>
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
            {copied === 'yes' ? 'Copied' : 'Copy ID'}
          </Button>
          <Button variant="light" onClick={() => downloadReceipt(receipt)}>
            <Download className="size-4" aria-hidden="true" />
            Download receipt
          </Button>
        </div>
        {copied === 'failed' && (
          <p className="mt-3 text-sm text-accent-300">
            Your browser did not allow copying: please write the ID down.
          </p>
        )}
      </div>
      <div className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
        <p className="font-semibold">Save your interaction ID and PIN now.</p>
        <p className="mt-1">
          They are the only way back to your interaction, and we cannot reset or retrieve either.
          The receipt holds the ID but never your PIN.
        </p>
      </div>
      <ul className="space-y-2 text-ink">
        <li>
          <strong>Come back by {longDate(returnBy)}</strong> ({FOLLOW_UP_BUSINESS_DAYS} business
          days): a case handler may have questions for you.
        </li>
        <li>{retentionSentence(retentionDays)}</li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/trust-link-1" variant="secondary">
          Back to TrustLink
        </ButtonLink>
      </div>
    </div>
  );
}
