import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** The visitor's personal link back to their assessment, with a copy button. */
export function ReturnLink({ id }: { id: string }) {
  // Client-only page (never prerendered), so the address is known at render.
  const url = `${typeof window === 'undefined' ? '' : window.location.origin}/start-green/${id}`;
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  return (
    <div className="rounded-2xl bg-brand-50/70 p-4 ring-1 ring-brand-100">
      <label htmlFor="return-link" className="text-sm font-semibold text-brand-900">
        Your return link: keep it to continue later or to see your result again
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="return-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-xl sm:flex-1 border border-line bg-white px-3 font-mono text-sm text-ink"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {copied === 'yes' ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          Copy link
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-muted">
        {copied === 'yes' && 'Link copied.'}
        {copied === 'no' && 'Copying is blocked here: select the link and copy it yourself.'}
      </p>
    </div>
  );
}
