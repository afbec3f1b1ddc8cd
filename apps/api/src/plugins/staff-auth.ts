import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import {
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  staffMessages,
  type StaffRole,
} from '@verdantia/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { staffSessions, staffUsers } from '../db/schema/index.ts';
import { errorMessages, HttpError } from './errors.ts';

// Staff sessions (DESIGN §7): a random token in an httpOnly, SameSite=Strict cookie; the database
// keeps only its SHA-256, so a database dump cannot be replayed as a session. Sessions end after
// STAFF_SESSION_IDLE_MINUTES without a request, and after STAFF_SESSION_MAX_HOURS in any case.

export const STAFF_COOKIE = 'staff_session';

/** The signed-in staff member, as route handlers see it. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff; read it only in routes guarded by it. */
    staff: StaffPrincipal;
  }
  interface FastifyInstance {
    /** Every /api/admin/* route and who may use it ('public', 'any' or the roles): for tests. */
    staffRouteTable: StaffRouteEntry[];
  }
  interface FastifyContextConfig {
    /** An /api/admin/* route open without a session (sign-in, accepting an invitation). */
    staffPublic?: boolean;
  }
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  access: 'public' | 'any' | StaffRole[];
}

const GUARD = Symbol('requireStaff');
type Guard = onRequestHookHandler & { [GUARD]: StaffRole[] };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A hook that lets only signed-in staff through, and with `roles` only those roles (none: any
 * signed-in staff member). 401 without a live session, 403 for another role. Use it as
 * `onRequest` (preHandler works too: routes under /api/admin/ get it moved to onRequest, so the
 * answer is 401/403 before the body is even read). Sets `request.staff`.
 */
export function requireStaff(...roles: StaffRole[]): onRequestHookHandler {
  const guard = async function requireStaffGuard(request: FastifyRequest, reply: FastifyReply) {
    const staff = await authenticate(request, reply);
    if (roles.length > 0 && !roles.includes(staff.role)) {
      throw new HttpError(403, staffMessages.forbidden);
    }
    // With SameSite=Strict cookies, demanding a JSON (or multipart) body on writes closes the
    // remaining CSRF gap: a plain HTML form cannot send either with a cookie of this site.
    if (UNSAFE_METHODS.has(request.method)) {
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      if (!type.startsWith('application/json') && !type.startsWith('multipart/form-data')) {
        throw new HttpError(400, errorMessages.contentType);
      }
    }
    request.staff = staff;
  };
  return Object.assign(guard, { [GUARD]: roles }) as unknown as Guard;
}

async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[STAFF_COOKIE];
  if (!token || !TOKEN_PATTERN.test(token)) {
    throw new HttpError(401, staffMessages.signInRequired);
  }
  const { db, config } = request.server;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      live: sql<boolean>`${staffSessions.expiresAt} > now() and ${staffSessions.createdAt} > now() - make_interval(hours => ${STAFF_SESSION_MAX_HOURS})`,
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      removedAt: staffUsers.removedAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, hashToken(token)));
  if (!row || row.removedAt) {
    clearSessionCookie(reply, config);
    throw new HttpError(401, staffMessages.signInRequired);
  }
  if (!row.live) {
    await db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
    clearSessionCookie(reply, config);
    throw new HttpError(401, staffMessages.expired);
  }
  await db
    .update(staffSessions)
    .set({
      lastSeenAt: sql`now()`,
      expiresAt: sql`now() + make_interval(mins => ${STAFF_SESSION_IDLE_MINUTES})`,
    })
    .where(eq(staffSessions.id, row.sessionId));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: row.sessionId,
  } satisfies StaffPrincipal;
}

/** Starts a session for a staff member and sets its cookie. */
export async function startStaffSession(
  db: Database,
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL'>,
  staffId: number,
): Promise<number> {
  const token = newToken();
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: hashToken(token),
      staffId,
      expiresAt: sql`now() + make_interval(mins => ${STAFF_SESSION_IDLE_MINUTES})`,
    })
    .returning({ id: staffSessions.id });
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(config));
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

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>) {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(config));
}

function cookieOptions(config: Pick<Config, 'PUBLIC_URL'>) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.PUBLIC_URL.startsWith('https:'),
    path: '/',
  };
}

/** Active staff with a role (not removed): used for the last-admin rule. */
export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.removedAt)));
  return row?.n ?? 0;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Registers cookie parsing and watches every route as it is added: under /api/admin/, a
 * requireStaff guard is moved into onRequest, after the hooks already there (the rate limit: limits
 * run before authentication, so anonymous callers are limited too), and a route without one (and
 * not marked `config.staffPublic`) gets requireStaff('admin'), so a forgotten guard fails closed.
 */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  // Back-office clients send `content-type: application/json` on every write, also on bodyless
  // ones (DELETE, publish, retry): an empty JSON body there means "no body", not an error.
  // Everywhere else Fastify's own parser (and its "empty body" error) is unchanged.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.url.startsWith('/api/admin/')) {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.decorateRequest('staff', null as unknown as StaffPrincipal);
  const table: StaffRouteEntry[] = [];
  app.decorate('staffRouteTable', table);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/admin/') && route.url !== '/api/admin') return;
    const isGuard = (h: unknown): h is Guard => typeof h === 'function' && GUARD in h;
    const hooks = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
    const guards: Guard[] = [];
    for (const name of hooks) {
      const list = asArray(route[name] as unknown) as unknown[];
      guards.push(...list.filter(isGuard));
      const rest = list.filter((h) => !isGuard(h));
      (route as unknown as Record<string, unknown>)[name] = rest.length > 0 ? rest : undefined;
    }
    const isPublic = route.config?.staffPublic === true;
    if (!isPublic && guards.length === 0) guards.push(requireStaff('admin') as Guard);
    const onRequest = asArray(route.onRequest as unknown) as onRequestHookHandler[];
    route.onRequest = [...onRequest, ...guards];
    const methods = asArray(route.method);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const roles = guards[0]?.[GUARD];
      table.push({
        method,
        url: route.url,
        access: isPublic && !roles ? 'public' : roles && roles.length > 0 ? roles : 'any',
      });
    }
  });
});
