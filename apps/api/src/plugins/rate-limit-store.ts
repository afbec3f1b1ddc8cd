import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import {
  createAttemptCounter,
  type AttemptCounter,
  type CounterStore,
} from '../auth/attempt-counter.ts';

/**
 * A @fastify/rate-limit store on the shared attempt counter: the request counts live where the
 * lockouts do (memory, PostgreSQL or Redis), so N instances on one database hold a limit of 30 a
 * minute in total, not 30 each. Every route with its own limit counts under its own name.
 */
export function counterRateLimitStore(store: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    private readonly counters = new Map<string, AttemptCounter>();

    constructor(
      _options?: unknown,
      private readonly name = 'rate:global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      const id = `${max}/${timeWindow}`;
      let counter = this.counters.get(id);
      if (!counter) {
        counter = createAttemptCounter(store, {
          name: this.name,
          points: max,
          windowSeconds: Math.max(1, Math.ceil(timeWindow / 1000)),
        });
        this.counters.set(id, counter);
      }
      counter.consume(key).then(
        (attempt) => callback(null, { current: attempt.count, ttl: attempt.retryAfterMs }),
        (error: Error) => callback(error),
      );
    }

    // Typed as route options, but called with the route's merged limit options, whose
    // `routeInfo` is the route itself.
    child(options: object) {
      const route =
        (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new CounterRateLimitStore(undefined, `rate:${method}:${route.url ?? ''}`);
    }
  }
  return CounterRateLimitStore;
}
