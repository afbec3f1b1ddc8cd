import { assistantMessages } from '@verdantia/domain/assistant/messages';
import type { ExplainResponse } from '@verdantia/domain/assistant/schemas';
import type { Exchange } from './conversation-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendExchange, readExchanges, useExchanges } from './conversation-store';

/** Earlier turns sent with a question, so a follow-up can lean on them (the API takes five). */
const HISTORY = 5;

/** The visit's last turns as the API takes them: each question and the standards it cited. */
const historyOf = (exchanges: Exchange[]) =>
  exchanges.slice(-HISTORY).map(({ question, response }) => ({
    query: question,
    sources: response.sources
      .filter((source) => source.kind === 'standard' && source.number)
      .map((source) => source.number!)
      .slice(0, 3),
  }));

export type { Exchange } from './conversation-store';

/**
 * The conversation of this visit: questions and answers, kept in this tab's session storage so
 * it is still there after a look at another page, and sent back as history with each question. One question at a time; a failure leaves earlier answers.
 */
export function useConversation() {
  const exchanges = useExchanges();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The answer that arrived during this page view (animated and announced); none when restored. */
  const [freshId, setFreshId] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async (question: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPending(question);
    setError(null);
    // The HTTP client loads with the first question, keeping it off the page's first load.
    const http = import('~/lib/http');
    try {
      const { postJson } = await http;
      const response = await postJson<ExplainResponse>(
        '/api/explain',
        { query: question, history: historyOf(readExchanges()) },
        current.signal,
      );
      const id = Date.now();
      setFreshId(id);
      appendExchange({ id, question, response });
    } catch (failure) {
      if (current.signal.aborted) return;
      // A rate limit says when to try again; every other failure gets the page's one message.
      const { HttpError } = await http.catch(() => ({ HttpError: undefined }));
      setError(
        HttpError && failure instanceof HttpError && failure.status === 429
          ? failure.message
          : assistantMessages.failed,
      );
    } finally {
      if (controller.current === current) setPending(null);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { exchanges, freshId, pending, error, ask, clearError };
}
