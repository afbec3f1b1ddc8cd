import {
  academyMessages,
  LEARNER_TOKEN_DAYS,
  LEARNER_TOKEN_REMEMBER_DAYS,
} from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client.ts';
import { learners } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';

// Learners carry a bearer token (the original front end keeps it in local storage): a JWT signed
// with JWT_SECRET (HS256), naming the learner in `sub`. Nothing about the learner but the id is
// in it; the account is looked up on every call, so a removed account stops working at once.

const ISSUER = 'verdantia-academy';
const AUDIENCE = 'academy-learner';
const DAY_SECONDS = 24 * 60 * 60;

export interface LearnerPrincipal {
  id: string;
  userName: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireLearner; read it only in routes guarded by it. */
    learner: LearnerPrincipal;
  }
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A signed token for `learnerId`, living 1 day, or 30 with "Remember me". */
export async function issueLearnerToken(
  secret: string,
  learnerId: string,
  remember: boolean,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const days = remember ? LEARNER_TOKEN_REMEMBER_DAYS : LEARNER_TOKEN_DAYS;
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + days * DAY_SECONDS) * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(learnerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
  return { token, expiresAt };
}

/**
 * The learner id in a token. @throws HttpError 401 for a missing, malformed, forged or expired
 * token (expired ones say so, so the page can send the learner to sign in again).
 */
export async function verifyLearnerToken(secret: string, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new Error('no subject');
    return payload.sub;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An onRequest hook: only a learner with a valid token and a live account gets through. */
export function requireLearner(db: Database, secret: string): onRequestHookHandler {
  return async function requireLearnerGuard(request) {
    const learnerId = await verifyLearnerToken(secret, bearerOf(request));
    // A token we signed always names a UUID; anything else cannot be ours.
    if (!UUID.test(learnerId)) throw new HttpError(401, academyMessages.signInRequired);
    const [learner] = await db
      .select({ id: learners.id, userName: learners.userName, email: learners.email })
      .from(learners)
      .where(eq(learners.id, learnerId));
    if (!learner) throw new HttpError(401, academyMessages.signInRequired);
    request.learner = learner;
  };
}
