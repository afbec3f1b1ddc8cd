import { createHash } from 'node:crypto';
import { PIN_LOCK_MINUTES, PIN_MAX_ATTEMPTS } from '@verdantia/domain';
import type { FastifyRequest } from 'fastify';
import {
  createAttemptCounter,
  type Attempt,
  type CounterStore,
} from '../../auth/attempt-counter.ts';
import type { Config } from '../../config.ts';
import { pseudonymousClientKey } from '../../plugins/rate-limit-key.ts';

// Guessing PINs is limited twice: per interaction ID (5 wrong PINs lock the ID for everyone for
// 15 minutes, even the right PIN is refused meanwhile) and per client (many IDs from one place).
// Both count atomically BEFORE the PIN is checked, in the shared counter store, so of 30 parallel
// guesses at most 5 are ever checked. Counter keys never hold an ID or an address in clear: the
// store may be a database table, and a reporter's address must not be stored anywhere.

const DAY_SECONDS = 24 * 60 * 60;
const LOCK_SECONDS = PIN_LOCK_MINUTES * 60;
/** Follow-up attempts one client may make in 15 minutes, whatever the IDs. */
export const CLIENT_FOLLOW_UPS = 30;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * A stand-in for the client's address in rate-limit keys: an HMAC under a server secret, changing
 * every day, so a stored counter cannot be traced back to an address.
 */
export function pseudonymousClient(request: FastifyRequest, secret: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return pseudonymousClientKey(request, secret, `trustlink-client|${day}`);
}

export type PinCheck =
  | { kind: 'locked' }
  | { kind: 'rate-limited' }
  | { kind: 'checked'; attempt: Attempt; key: string };

export function createPinGuard(store: CounterStore, config: Pick<Config, 'JWT_SECRET'>) {
  const perId = createAttemptCounter(store, {
    name: 'trustlink:pin',
    points: PIN_MAX_ATTEMPTS,
    windowSeconds: DAY_SECONDS,
  });
  const perClient = createAttemptCounter(store, {
    name: 'trustlink:client',
    points: CLIENT_FOLLOW_UPS,
    windowSeconds: 15 * 60,
  });
  return {
    /** Counts one attempt; only when the answer is 'checked' may the PIN be verified. */
    async begin(request: FastifyRequest, interactionId: string): Promise<PinCheck> {
      const client = await perClient.consume(pseudonymousClient(request, config.JWT_SECRET));
      if (!client.allowed) return { kind: 'rate-limited' };
      const key = digest(interactionId);
      const attempt = await perId.consume(key);
      return attempt.allowed ? { kind: 'checked', attempt, key } : { kind: 'locked' };
    },
    /** A wrong PIN. @returns true when it was the last try: the ID is now locked. */
    async failed(check: Extract<PinCheck, { kind: 'checked' }>): Promise<boolean> {
      if (check.attempt.remaining > 0) return false;
      await perId.lock(check.key, LOCK_SECONDS);
      return true;
    },
    /** The right PIN: the ID's count starts afresh. */
    async succeeded(check: Extract<PinCheck, { kind: 'checked' }>): Promise<void> {
      await perId.clear(check.key);
    },
  };
}
export type PinGuard = ReturnType<typeof createPinGuard>;
