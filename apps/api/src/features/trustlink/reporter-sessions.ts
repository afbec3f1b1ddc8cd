import { REPORTER_SESSION_IDLE_MINUTES, trustlinkMessages } from '@verdantia/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cookieToken,
  hashToken,
  idleEnd,
  newToken,
  notExpired,
  sessionCookieOptions,
} from '../../auth/token-sessions.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { trustlinkSessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

// A reporter's follow-up session: after the right ID and PIN, a token session whose cookie is
// limited to the TrustLink API opens that one case, and nothing else, until 30 minutes pass
// without a request or the reporter closes the follow-up window.

export const REPORTER_COOKIE = 'trustlink_session';
const COOKIE_PATH = '/api/stakeholder-interactions';

type CookieConfig = Pick<Config, 'PUBLIC_URL'>;

export async function openReporterSession(
  db: Database,
  config: CookieConfig,
  reply: FastifyReply,
  caseId: number,
): Promise<void> {
  const token = newToken();
  // Expired sessions of any case go when a new one opens: no sweeper needed.
  await db.delete(trustlinkSessions).where(sql`not (${notExpired(trustlinkSessions.expiresAt)})`);
  await db.insert(trustlinkSessions).values({
    tokenHash: hashToken(token),
    interactionId: caseId,
    expiresAt: idleEnd(REPORTER_SESSION_IDLE_MINUTES),
  });
  reply.setCookie(REPORTER_COOKIE, token, sessionCookieOptions(config, COOKIE_PATH));
}

/**
 * The case of the request's live session, whose idle time it renews.
 * @throws HttpError 401 when there is no session or it has ended.
 */
export async function reporterCase(db: Database, request: FastifyRequest): Promise<number> {
  const token = cookieToken(request, REPORTER_COOKIE);
  if (!token) throw new HttpError(401, trustlinkMessages.sessionEnded);
  const [row] = await db
    .update(trustlinkSessions)
    .set({ expiresAt: idleEnd(REPORTER_SESSION_IDLE_MINUTES) })
    .where(
      and(
        eq(trustlinkSessions.tokenHash, hashToken(token)),
        notExpired(trustlinkSessions.expiresAt),
      ),
    )
    .returning({ caseId: trustlinkSessions.interactionId });
  if (!row) throw new HttpError(401, trustlinkMessages.sessionEnded);
  return row.caseId;
}

export async function closeReporterSession(
  db: Database,
  config: CookieConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = cookieToken(request, REPORTER_COOKIE);
  if (token) {
    await db.delete(trustlinkSessions).where(eq(trustlinkSessions.tokenHash, hashToken(token)));
  }
  reply.clearCookie(REPORTER_COOKIE, sessionCookieOptions(config, COOKIE_PATH));
}
