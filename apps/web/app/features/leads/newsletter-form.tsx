import { useId, useState, type FormEvent } from 'react';
import { CheckIcon as Check, SpinnerIcon as Loader2 } from '~/ui/icons/control-icons';
import { newsletterMessages } from '@verdantia/domain/leads/messages';
import { cn } from '~/ui/cn';

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * Newsletter sign-up: idle, loading, done (a check icon replaces the button),
 * error (the server's text above the input). Validation uses the shared zod schema, imported on
 * submit so the validation library stays out of every page's first load.
 */
export function NewsletterForm({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    await import('~/lib/zod-jitless');
    const [{ newsletterLeadSchema }, { HttpError, postJson }] = await Promise.all([
      import('@verdantia/domain/leads/forms'),
      import('~/lib/http'),
    ]);
    const parsed = newsletterLeadSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus('error');
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
      return;
    }
    setStatus('loading');
    setError('');
    try {
      await postJson('/api/addLead', parsed.data);
      setStatus('done');
    } catch (err) {
      setStatus('error');
      setError(err instanceof HttpError ? err.message : newsletterMessages.failure);
    }
  }

  const dark = tone === 'dark';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn('w-full', className)}
      aria-label="Newsletter sign-up"
    >
      <p
        id={errorId}
        role="alert"
        className={cn('min-h-5 text-sm', dark ? 'text-red-200' : 'text-red-700')}
      >
        {status === 'error' ? error : ''}
      </p>
      <div
        className={cn(
          'mt-1 flex items-center gap-2 rounded-full p-1.5 outline-offset-2 has-[input:focus-visible]:outline-2',
          // The field's own outline is off (it would be clipped by the pill): the pill shows focus.
          dark
            ? 'bg-white/10 ring-1 ring-white/20 has-[input:focus-visible]:outline-white'
            : 'bg-white ring-1 ring-line has-[input:focus-visible]:outline-brand-700',
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          E-mail address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your e-mail address"
          aria-invalid={status === 'error'}
          aria-describedby={errorId}
          disabled={status === 'done'}
          onChange={() => status === 'error' && setStatus('idle')}
          className={cn(
            'h-10 min-w-0 flex-1 bg-transparent px-4 text-sm outline-none',
            dark ? 'text-white placeholder:text-white/80' : 'text-ink placeholder:text-muted',
          )}
        />
        {status === 'done' ? (
          <span
            role="status"
            aria-label="Subscribed"
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-brand-950"
          >
            <Check className="size-5" aria-hidden="true" />
          </span>
        ) : (
          <button
            type="submit"
            disabled={status === 'loading'}
            className="inline-flex h-10 items-center gap-2 rounded-full bg-accent-400 px-5 text-sm font-semibold text-brand-950 hover:bg-accent-300 disabled:opacity-70"
          >
            {status === 'loading' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            Subscribe
          </button>
        )}
      </div>
      {status === 'done' && (
        <p className={cn('mt-2 text-sm', dark ? 'text-accent-300' : 'text-brand-700')}>
          {newsletterMessages.success}
        </p>
      )}
    </form>
  );
}
