import type { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';

// One atomic attempt counter for everything that must count tries: sign-in lockouts, rate
// limits, and later TrustLink PINs and learner sign-in. Every `consume` is ONE atomic increment in
// the store (a Map update in this process, INSERT ... ON CONFLICT DO UPDATE ... RETURNING in
// PostgreSQL, a Lua script in Redis), so parallel attempts can never all read "4 so far".

/** Where counters live: memory on the embedded default (one process per DATA_DIR), else shared. */
export type CounterStore =
  { kind: 'memory' } | { kind: 'database'; db: Database } | { kind: 'redis'; client: Redis };

export interface CounterOptions {
  /** Distinguishes this counter's keys from every other counter's in a shared store. */
  name: string;
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
}

export interface Attempt {
  /** False when this attempt is over the limit (or the key is locked): do not check anything. */
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Attempts still allowed after this one. */
  remaining: number;
  /** Until the window (or lock) ends. */
  retryAfterMs: number;
}

export interface AttemptCounter {
  /** Counts one attempt, atomically, and says whether it is within the limit. */
  consume(key: string): Promise<Attempt>;
  /** Takes one attempt back (a success that should not count as a try). */
  reward(key: string): Promise<void>;
  /** Refuses every attempt on this key for `seconds` from now. */
  lock(key: string, seconds: number): Promise<void>;
  /** Forgets the key: its count and any lock. */
  clear(key: string): Promise<void>;
}

function limiterFor(store: CounterStore, options: CounterOptions): RateLimiterAbstract {
  const base = {
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowSeconds,
  };
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(base);
    case 'database':
      // Expired rows are swept once per store (counter-store.ts), not by every counter.
      return new RateLimiterDrizzle({
        ...base,
        storeClient: store.db,
        schema: attemptCounters,
        clearExpiredByTimeout: false,
      });
    case 'redis':
      return new RateLimiterRedis({ ...base, storeClient: store.client });
  }
}

const toAttempt = (res: RateLimiterRes, allowed: boolean): Attempt => ({
  allowed,
  count: res.consumedPoints,
  remaining: res.remainingPoints,
  retryAfterMs: Math.max(res.msBeforeNext, 0),
});

/** A named counter on `store`. A failing store rejects (fail closed), it never lets through. */
export function createAttemptCounter(store: CounterStore, options: CounterOptions): AttemptCounter {
  const limiter = limiterFor(store, options);
  return {
    async consume(key) {
      try {
        return toAttempt(await limiter.consume(key), true);
      } catch (result) {
        // The library rejects with a RateLimiterRes when over the limit, with an Error when the
        // store failed: only the first is an answer.
        if (result instanceof RateLimiterRes) return toAttempt(result, false);
        throw result;
      }
    },
    async reward(key) {
      await limiter.reward(key);
    },
    async lock(key, seconds) {
      await limiter.block(key, seconds);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
