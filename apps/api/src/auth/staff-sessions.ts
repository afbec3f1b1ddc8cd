import {
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  staffMessages,
  type StaffRole,
} from '@verdantia/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { staffSessions, staffUsers } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';
import { browserFamily } from './browser-family.ts';
import { holdsCaseManager } from './case-visibility.ts';
import {
  cookieToken,
  hashToken,
  idleEnd,
  newToken,
  notExpired,
  sessionCookieOptions,
} from './token-sessions.ts';

// Staff sessions (token sessions, see token-sessions.ts) end after STAFF_SESSION_IDLE_MINUTES
// without a request, and after STAFF_SESSION_MAX_HOURS in any case.

export const STAFF_COOKIE = 'staff_session';
/**
 * The session cookie's name: `__Host-` prefixed when the site runs on https, so the browser keeps
 * it only if it is Secure, host-only and for path / (no subdomain can set or shadow it). On plain
 * http (development, tests) browsers refuse a `__Host-` cookie, so the bare name is used there.
 */
export const staffCookieName = (config: Pick<Config, 'PUBLIC_URL'>) =>
  config.PUBLIC_URL.startsWith('https:') ? `__Host-${STAFF_COOKIE}` : STAFF_COOKIE;
/**
 * Set when a session times out, so a reload still says "your session has expired" rather than
 * "please sign in". It holds no secret and grants nothing; signing in or out removes it.
 */
export const EXPIRED_COOKIE = 'staff_session_expired';

/** The signed-in staff member, as route handlers see it. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  /** Password given, second factor still due. */
  awaitingSecondFactor: boolean;
  /** Whether the member has a second factor at all. */
  hasSecondFactor: boolean;
  /** When this session last proved the second factor. */
  secondFactorAt: Date | null;
  /** Whether the member holds the TrustLink case-manager permission (read with the session). */
  caseManager: boolean;
}

/** Whether a session is within both its idle timeout and its maximum age. */
const live = sql<boolean>`${notExpired(staffSessions.expiresAt)} and ${staffSessions.createdAt} > now() - make_interval(hours => ${STAFF_SESSION_MAX_HOURS})`;

/** The sliding idle timeout, from now. */
const renewal = () => ({
  lastSeenAt: sql`now()`,
  expiresAt: idleEnd(STAFF_SESSION_IDLE_MINUTES),
});

const principalOf = (row: StaffPrincipal): StaffPrincipal => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  sessionId: row.sessionId,
  awaitingSecondFactor: row.awaitingSecondFactor,
  hasSecondFactor: row.hasSecondFactor,
  secondFactorAt: row.secondFactorAt,
  caseManager: Boolean(row.caseManager),
});

/** The columns a principal is read from. */
const principalColumns = {
  sessionId: staffSessions.id,
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  awaitingSecondFactor: staffSessions.awaitingSecondFactor,
  hasSecondFactor: sql<boolean>`${staffUsers.totpEnabledAt} is not null`,
  secondFactorAt: staffSessions.secondFactorAt,
  // Read here, in the one statement every back-office request runs, so the case console needs
  // no statement of its own to know what the member may see.
  caseManager: sql<boolean>`${holdsCaseManager(staffUsers.id)}`,
};

/** Renews a live session of a current member in one statement; no row for any other session. */
const renewLiveSession = preparedOnce((db) =>
  db
    .update(staffSessions)
    .set(renewal())
    .from(staffUsers)
    .where(
      and(
        eq(staffSessions.tokenHash, sql.placeholder('tokenHash')),
        eq(staffUsers.id, staffSessions.staffId),
        isNull(staffUsers.removedAt),
        live,
      ),
    )
    .returning(principalColumns)
    .prepare('renew_live_staff_session'),
);

/**
 * The live session of the request's cookie, whose idle timeout it renews. 401 without a cookie, for an
 * unknown or ended session, and for a removed account.
 */
export async function authenticateStaff(request: FastifyRequest, reply: FastifyReply) {
  const token = cookieToken(request, staffCookieName(request.server.config));
  if (!token) {
    const expired = request.cookies[EXPIRED_COOKIE] !== undefined;
    throw new HttpError(401, expired ? staffMessages.expired : staffMessages.signInRequired);
  }
  const { db } = request.server;
  const tokenHash = hashToken(token);
  // Every back-office request comes here, so the usual case (a live session of a current member)
  // is one statement that checks and renews at once; only a refusal reads again to say why.
  const [row] = await renewLiveSession(db).execute({ tokenHash });
  return row ? principalOf(row) : refuseOrRenew(request, reply, tokenHash);
}

/**
 * The session the renewal did not find: 401 (an expired one is deleted and says so). Should it
 * be live after all (it cannot be, short of the clock), it is renewed as before.
 */
async function refuseOrRenew(request: FastifyRequest, reply: FastifyReply, tokenHash: string) {
  const { db, config } = request.server;
  const [row] = await db
    .select({ ...principalColumns, live, removedAt: staffUsers.removedAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  if (!row || row.removedAt) {
    clearSessionCookie(reply, config);
    throw new HttpError(401, staffMessages.signInRequired);
  }
  if (!row.live) {
    await db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
    clearSessionCookie(reply, config);
    reply.setCookie(EXPIRED_COOKIE, '1', {
      ...cookieOptions(config),
      maxAge: STAFF_SESSION_MAX_HOURS * 3600,
    });
    throw new HttpError(401, staffMessages.expired);
  }
  await db.update(staffSessions).set(renewal()).where(eq(staffSessions.id, row.sessionId));
  return principalOf(row);
}

/** Starts a session for a staff member and sets its cookie. */
export async function startStaffSession(
  db: Database,
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL'>,
  staffId: number,
  awaitingSecondFactor = false,
): Promise<number> {
  const token = newToken();
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: hashToken(token),
      staffId,
      expiresAt: idleEnd(STAFF_SESSION_IDLE_MINUTES),
      awaitingSecondFactor,
      browser: browserFamily(reply.request.headers['user-agent']),
    })
    .returning({ id: staffSessions.id });
  reply.setCookie(staffCookieName(config), token, cookieOptions(config));
  if (reply.request.cookies[EXPIRED_COOKIE] !== undefined) clearExpiredMarker(reply, config);
  return row!.id;
}

/** Ends sessions of a staff member: all of them, or all but `keepSessionId`. */
export async function revokeStaffSessions(
  db: Database,
  staffId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      keepSessionId === undefined
        ? eq(staffSessions.staffId, staffId)
        : and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keepSessionId)),
    );
}

/** Ends one session (this browser's), leaving the member's other sessions alone. */
export async function endStaffSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export function clearExpiredMarker(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>) {
  reply.clearCookie(EXPIRED_COOKIE, cookieOptions(config));
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>) {
  reply.clearCookie(staffCookieName(config), cookieOptions(config));
}

const cookieOptions = (config: Pick<Config, 'PUBLIC_URL'>) => sessionCookieOptions(config);
