import type { ExplainResponse } from '@verdantia/domain/assistant/schemas';
import { useSyncExternalStore } from 'react';
import { CONVERSATION_STORAGE_KEY } from './stored-conversation';

export interface Exchange {
  id: number;
  question: string;
  response: ExplainResponse;
}

/** Oldest exchanges drop off beyond this, so the stored visit stays small. */
const KEEP = 20;
const EMPTY: Exchange[] = [];

let cache: Exchange[] | null = null;
const listeners = new Set<() => void>();

/** This visit's conversation as stored now. */
export function readExchanges(): Exchange[] {
  if (cache === null) {
    try {
      const stored = sessionStorage.getItem(CONVERSATION_STORAGE_KEY);
      cache = stored ? (JSON.parse(stored) as Exchange[]) : EMPTY;
    } catch {
      cache = EMPTY;
    }
  }
  return cache;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Adds an answered question to this visit's conversation (kept in session storage). */
export function appendExchange(exchange: Exchange) {
  cache = [...readExchanges(), exchange].slice(-KEEP);
  try {
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or blocked: the conversation still shows, it just is not kept.
  }
  for (const listener of listeners) listener();
}

/** The conversation of this visit; empty in the prerendered HTML. */
export const useExchanges = () => useSyncExternalStore(subscribe, readExchanges, () => EMPTY);
