import { plural } from './plural.ts';

/**
 * The answer to a sign-in held back for longer than the per-client lockout (after many failures
 * on the account that day): the hours, and the way out that needs no waiting.
 */
export function accountWaitMessage(retryAfterSeconds: number, wayOut: string): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `Too many failed sign-ins for this account today. Try again in ${plural(hours, 'hour')}, or ${wayOut}.`;
}

/** The per-client lockout's own message up to its length, the account's wait beyond it. */
export function signInWaitMessage(
  retryAfterSeconds: number,
  lockout: { minutes: number; message: string; wayOut: string },
): string {
  return retryAfterSeconds <= lockout.minutes * 60
    ? lockout.message
    : accountWaitMessage(retryAfterSeconds, lockout.wayOut);
}
