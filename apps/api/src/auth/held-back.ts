import { signInWaitMessage } from '@verdantia/domain';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error.ts';

/**
 * Answers a sign-in the guard held back: 429 with Retry-After, and the lockout's own message up to
 * its length or the account's longer wait with its way out (staff and learners alike).
 */
export function refuseHeldBack(
  reply: FastifyReply,
  retryAfterSeconds: number,
  lockout: Parameters<typeof signInWaitMessage>[1],
): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(429, signInWaitMessage(retryAfterSeconds, lockout));
}
