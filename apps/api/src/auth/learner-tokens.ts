import {
  academyMessages,
  LEARNER_TOKEN_DAYS,
  LEARNER_TOKEN_REMEMBER_DAYS,
} from '@verdantia/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client.ts';
import { learnerSessions, learners } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';

// Learners carry a bearer token (the original front end keeps it in local storage): a JWT signed
// with JWT_SECRET (HS256), naming the learner in `sub`, the browser's session in `sid` and the
// learner's token version in `ver`. Session and version are checked on every call, so signing out
// (one browser or all) and a removed account stop a token at once, not when it expires.

const ISSUER = 'verdantia-academy';
const AUDIENCE = 'academy-learner';
const DAY_SECONDS = 24 * 60 * 60;

export interface LearnerPrincipal {
  id: string;
  userName: string;
  email: string;
  /** The signed-in browser's session. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireLearner; read it only in routes guarded by it. */
    learner: LearnerPrincipal;
  }
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** What a learner token names: the learner, the browser's session and the token version. */
export interface LearnerClaims {
  learnerId: string;
  sessionId: string;
  version: number;
}

/**
 * Signs in one browser: a session row (deleted at sign-out) and a signed token naming it, living
 * 1 day, or 30 with "Remember me".
 */
export async function issueLearnerToken(
  db: Database,
  secret: string,
  learnerId: string,
  remember: boolean,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const days = remember ? LEARNER_TOKEN_REMEMBER_DAYS : LEARNER_TOKEN_DAYS;
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + days * DAY_SECONDS) * 1000);
  const [learner] = await db
    .select({ version: learners.tokenVersion })
    .from(learners)
    .where(eq(learners.id, learnerId));
  const [session] = await db
    .insert(learnerSessions)
    .values({ learnerId, expiresAt })
    .returning({ id: learnerSessions.id });
  const token = await new SignJWT({ sid: session!.id, ver: learner?.version ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(learnerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
  return { token, expiresAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a token names. @throws HttpError 401 for a missing, malformed, forged or expired token
 * (expired ones say so, so the page can send the learner to sign in again).
 */
export async function verifyLearnerToken(secret: string, token: string): Promise<LearnerClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const { sub, sid, ver } = payload;
    // A token we signed always names UUIDs and a version; anything else cannot be ours.
    if (typeof sub !== 'string' || !UUID.test(sub)) throw new Error('no subject');
    if (typeof sid !== 'string' || !UUID.test(sid)) throw new Error('no session');
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) throw new Error('no version');
    return { learnerId: sub, sessionId: sid, version: ver };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new HttpError(401, academyMessages.sessionExpired);
    }
    throw new HttpError(401, academyMessages.signInRequired);
  }
}

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  if (!match) throw new HttpError(401, academyMessages.signInRequired);
  return match[1]!;
}

/**
 * An onRequest hook: only a token whose session is still open (not signed out), whose version
 * is the learner's current one (not signed out everywhere) and whose account exists gets through.
 * One query on every call.
 */
export function requireLearner(db: Database, secret: string): onRequestHookHandler {
  return async function requireLearnerGuard(request) {
    const claims = await verifyLearnerToken(secret, bearerOf(request));
    const [learner] = await db
      .select({ id: learners.id, userName: learners.userName, email: learners.email })
      .from(learnerSessions)
      .innerJoin(learners, eq(learners.id, learnerSessions.learnerId))
      .where(
        and(
          eq(learnerSessions.id, claims.sessionId),
          eq(learnerSessions.learnerId, claims.learnerId),
          eq(learners.tokenVersion, claims.version),
          gt(learnerSessions.expiresAt, sql`now()`),
        ),
      );
    if (!learner) throw new HttpError(401, academyMessages.signInRequired);
    request.learner = { ...learner, sessionId: claims.sessionId };
  };
}

/** Signs this browser out: its session ends, its token stops working. */
export async function endLearnerSession(db: Database, sessionId: string) {
  await db.delete(learnerSessions).where(eq(learnerSessions.id, sessionId));
}

/** Signs the learner out of every browser (a raised version also voids tokens in flight). */
export async function endAllLearnerSessions(db: Database, learnerId: string) {
  await db
    .update(learners)
    .set({ tokenVersion: sql`${learners.tokenVersion} + 1` })
    .where(eq(learners.id, learnerId));
  await db.delete(learnerSessions).where(eq(learnerSessions.learnerId, learnerId));
}

/**
 * Puts a plugin's routes behind a learner token: `request.learner` is set on every call, and
 * every answer (one learner's own) is never kept by a browser or a shared cache.
 */
export function guardLearnerRoutes(app: FastifyInstance) {
  app.decorateRequest('learner', null as unknown as LearnerPrincipal);
  app.addHook('onRequest', requireLearner(app.db, app.config.JWT_SECRET));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
