import type { FastifyReply } from 'fastify';
import { HttpError } from './http-error.ts';

/** Seconds a client is asked to wait when every upload slot is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * A cap on uploads read at once by this process, so a crowd of large requests cannot add up in
 * memory: beyond the cap a request is answered 503 with Retry-After before its body is read.
 */
export function uploadSlots(max: number, busyMessage: string) {
  let busy = 0;
  return {
    get busy() {
      return busy;
    },
    /**
     * Takes a slot for the duration of `work`.
     * @throws HttpError 503 (with Retry-After) when all slots are taken.
     */
    async run<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      if (busy >= max) {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, busyMessage);
      }
      busy += 1;
      try {
        return await work();
      } finally {
        busy -= 1;
      }
    },
  };
}
