import { CloseIcon as X, SpinnerIcon as Loader2 } from '~/ui/icons/control-icons';
import { SearchIcon as Search } from '~/ui/icons/line-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AnswerCard } from './answer-card';
import { questionInAddress } from './stored-conversation';
import { useConversation } from './use-conversation';

const starters = [
  'Can I audit a process I ran last year?',
  'Who should the chief audit executive report to?',
  'How often do we need an external quality assessment?',
  'When did the 2024 Standards take effect?',
];

/**
 * The assistant: the "Ask Me!" box with its search/clear toggle, and the 350 px answer area
 * holding this visit's conversation (newest at the bottom), the spinner and the error.
 */
export function AssistantChat() {
  const { exchanges, freshId, pending, error, ask, clearError } = useConversation();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<'search' | 'clear'>('search');
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const fresh = exchanges.find((exchange) => exchange.id === freshId);
  // Each new answer is announced once, whole; answers restored from earlier are not.
  const announced = fresh ? `Answer: ${fresh.response.answer}` : '';

  // The spinner and errors show at the bottom; a new answer is shown from its question down.
  useEffect(() => {
    const box = area.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [pending, error]);
  useEffect(() => {
    const box = area.current;
    const newest = box?.querySelector<HTMLElement>('[data-exchange]:last-of-type');
    if (box && newest) box.scrollTop = newest.offsetTop - 12;
  }, [freshId]);

  const submit = (question: string) => {
    setMode('clear');
    void ask(question.trim());
  };

  // A question in the address (Enter pressed before the page's code ran sends the form as a
  // plain GET) is asked once on arrival, and the address loses it: a reload does not ask again.
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const askedFromAddress = useRef(false);
  useEffect(() => {
    const question = questionInAddress();
    if (!question || askedFromAddress.current) return;
    askedFromAddress.current = true;
    setQuery(question);
    submit(question);
    void navigate(pathname + hash, { replace: true, preventScrollReset: true });
    // Once, on arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(query);
  };
  const onClear = () => {
    setQuery('');
    clearError();
    setMode('search');
    input.current?.focus();
  };
  const askAgain = (question: string) => {
    setQuery(question);
    submit(question);
  };

  return (
    <div className="rounded-3xl bg-white p-3 shadow-card ring-1 ring-line sm:p-6">
      <form role="search" onSubmit={onSubmit} className="relative">
        <label htmlFor="assistant-query" className="sr-only">
          Ask Me!
        </label>
        <input
          id="assistant-query"
          // Named, so a question typed before the live form arrived is carried over to it.
          name="query"
          ref={input}
          type="text"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Ask Me!"
          autoComplete="off"
          maxLength={500}
          className="h-14 w-full rounded-2xl border border-line bg-page-grey pr-16 pl-5 text-lg text-ink placeholder:text-muted focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-brand-500"
        />
        {mode === 'search' ? (
          // Keyed apart: one element changing its type mid-click would submit the form.
          <button
            key="ask"
            type="submit"
            aria-label="Ask"
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800"
          >
            <Search aria-hidden className="size-5" />
          </button>
        ) : (
          <button
            key="clear"
            type="button"
            aria-label="Clear the question"
            onClick={onClear}
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-900 hover:bg-brand-200"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </form>

      <div
        ref={area}
        className="relative mt-4 h-[350px] space-y-5 overflow-y-auto rounded-2xl border border-line p-3 sm:p-4"
        role="log"
        aria-label="Conversation with the assistant"
        aria-busy={pending !== null}
        tabIndex={0}
      >
        {exchanges.length === 0 && pending === null && !error && (
          <div className="text-muted">
            <p>
              Ask about the 2024 Global Internal Audit Standards in your own words, or start with
              one of these:
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {starters.map((starter) => (
                <li key={starter}>
                  <button
                    type="button"
                    onClick={() => askAgain(starter)}
                    className="rounded-full border border-brand-300 bg-white px-3 py-1.5 text-left text-sm text-brand-900 hover:bg-brand-50"
                  >
                    {starter}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {exchanges.map((exchange) => (
          <AnswerCard
            key={exchange.id}
            exchange={exchange}
            animate={exchange.id === freshId}
            onAsk={askAgain}
          />
        ))}
        {pending !== null && (
          <p className="flex items-center gap-2 text-muted" data-testid="assistant-loading">
            <Loader2 aria-hidden className="size-5 animate-spin text-brand-600" />
            Looking through the Standards…
          </p>
        )}
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="sr-only" role="status" aria-live="polite">
        {announced}
      </div>
    </div>
  );
}
