import { createHash, randomBytes } from 'node:crypto';
import { REPORTER_SESSION_IDLE_MINUTES, trustlinkMessages } from '@verdantia/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trustlinkSessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

// A reporter's follow-up session: after the right ID and PIN, an httpOnly, SameSite=Strict cookie
// limited to the TrustLink API opens that one case, and nothing else, until 30 minutes pass
// without a request or the reporter closes the follow-up window.

export const REPORTER_COOKIE = 'trustlink_session';
const COOKIE_PATH = '/api/stakeholder-interactions';
const IDLE_MS = REPORTER_SESSION_IDLE_MINUTES * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const idleEnd = () => new Date(Date.now() + IDLE_MS);

function cookieOptions(app: FastifyInstance) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.PUBLIC_URL.startsWith('https:'),
  };
}

export async function openReporterSession(
  app: FastifyInstance,
  reply: FastifyReply,
  caseId: number,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  // Expired sessions of any case go when a new one opens: no sweeper needed.
  await app.db.delete(trustlinkSessions).where(lt(trustlinkSessions.expiresAt, new Date()));
  await app.db
    .insert(trustlinkSessions)
    .values({ tokenHash: hashToken(token), interactionId: caseId, expiresAt: idleEnd() });
  reply.setCookie(REPORTER_COOKIE, token, cookieOptions(app));
}

/**
 * The case of the request's live session, whose idle time it renews.
 * @throws HttpError 401 when there is no session or it has ended.
 */
export async function reporterCase(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const token = request.cookies[REPORTER_COOKIE];
  if (!token || token.length > 100) throw new HttpError(401, trustlinkMessages.sessionEnded);
  const [row] = await app.db
    .update(trustlinkSessions)
    .set({ expiresAt: idleEnd() })
    .where(
      and(
        eq(trustlinkSessions.tokenHash, hashToken(token)),
        gt(trustlinkSessions.expiresAt, new Date()),
      ),
    )
    .returning({ caseId: trustlinkSessions.interactionId });
  if (!row) throw new HttpError(401, trustlinkMessages.sessionEnded);
  return row.caseId;
}

export async function closeReporterSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[REPORTER_COOKIE];
  if (token && token.length <= 100) {
    await app.db.delete(trustlinkSessions).where(eq(trustlinkSessions.tokenHash, hashToken(token)));
  }
  reply.clearCookie(REPORTER_COOKIE, cookieOptions(app));
}
