import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** Seconds a client is asked to wait when every upload slot is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 30;

/** Longest an upload may hold a slot: a 10 MB file at 1 Mbit/s takes under a minute and a half. */
export const UPLOAD_DEADLINE_MS = 5 * 60 * 1000;

/**
 * A cap on uploads read at once by this process, so a crowd of large requests cannot add up in
 * memory: beyond the cap a request is answered 503 with Retry-After before its body is read. A
 * request still holding its slot after `deadlineMs` (a client trickling bytes to keep the slots
 * taken) loses its connection.
 */
export function uploadSlots(max: number, busyMessage: string, deadlineMs = UPLOAD_DEADLINE_MS) {
  let busy = 0;
  return {
    get busy() {
      return busy;
    },
    /**
     * Takes a slot for the duration of `work`. A request answered before its body is read to the
     * end (refused here, or by `work` at its first bad field) closes its connection: the rest of
     * the body is not read at all, rather than read and thrown away.
     * @throws HttpError 503 (with Retry-After) when all slots are taken.
     */
    async run<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      const closeIfUnread = () => {
        if (!request.raw.complete) reply.header('connection', 'close');
      };
      if (busy >= max) {
        closeIfUnread();
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(503, busyMessage);
      }
      busy += 1;
      const deadline = setTimeout(() => request.raw.destroy(), deadlineMs);
      try {
        return await work();
      } catch (error) {
        closeIfUnread();
        throw error;
      } finally {
        clearTimeout(deadline);
        busy -= 1;
      }
    },
  };
}
