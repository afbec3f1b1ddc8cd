import type { AssistantSource } from '@verdantia/domain/assistant/schemas';
import { useId, useState, type FormEvent } from 'react';

type State = 'idle' | 'reason' | 'sending' | 'sent' | 'failed';

/**
 * 👍/👎 on one answer. A 👍 is sent at once; a 👎 first offers an optional reason. Nothing about
 * the visitor is sent: the question, the cited entries, the vote and the reason.
 */
export function AnswerFeedback({
  question,
  sources,
}: {
  question: string;
  sources: AssistantSource[];
}) {
  const [state, setState] = useState<State>('idle');
  const [reason, setReason] = useState('');
  const reasonId = useId();

  const send = async (vote: 'up' | 'down', why?: string) => {
    setState('sending');
    try {
      const { postJson } = await import('~/lib/http');
      await postJson('/api/assistant/feedback', {
        question,
        sources: sources.map((source) => source.anchor).slice(0, 3),
        vote,
        reason: why?.trim() || undefined,
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send('down', reason);
  };

  if (state === 'sent') {
    return (
      <p className="text-sm text-muted" role="status">
        Thank you for your feedback.
      </p>
    );
  }
  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line bg-white px-3 text-base hover:bg-brand-50';
  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted">Did this answer help?</span>
        <button
          type="button"
          className={button}
          aria-label="Yes, it helped"
          onClick={() => void send('up')}
          disabled={state === 'sending'}
        >
          <span aria-hidden>👍</span>
        </button>
        <button
          type="button"
          className={button}
          aria-label="No, it did not help"
          aria-expanded={state === 'reason'}
          onClick={() => setState('reason')}
          disabled={state === 'sending'}
        >
          <span aria-hidden>👎</span>
        </button>
      </div>
      {state === 'reason' && (
        <form onSubmit={onSubmit} className="mt-2 flex flex-wrap items-end gap-2">
          <div className="grow">
            <label htmlFor={reasonId} className="block text-muted">
              What was wrong with it? (optional)
            </label>
            <input
              id={reasonId}
              type="text"
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
              className="mt-1 h-11 w-full rounded-xl border border-line px-3 text-ink"
            />
          </div>
          <button
            type="submit"
            className="h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Send feedback
          </button>
        </form>
      )}
      {state === 'failed' && (
        <p role="alert" className="mt-1 text-red-700">
          Your feedback could not be sent. Please try again.
        </p>
      )}
    </div>
  );
}
