import { createHash, randomBytes } from 'node:crypto';
import { gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// What every cookie session of the API shares (staff members, TrustLink reporters): a random token
// in an httpOnly, SameSite=Strict cookie, of which the database keeps only the SHA-256 (a database
// dump cannot be replayed as a session), and an idle end on the database's clock, so every
// instance agrees on it. Each kind of session keeps its own table and cookie.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** The token of a session cookie, when the request carries one that could be a token at all. */
export function cookieToken(request: FastifyRequest, cookie: string): string | undefined {
  const token = request.cookies[cookie];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The end of a session left idle from now for `minutes`. */
export const idleEnd = (minutes: number): SQL => sql`now() + make_interval(mins => ${minutes})`;

/** Whether a session's end (`column`) is still ahead. */
export const notExpired = (column: PgColumn): SQL => gt(column, sql`now()`);

/** The options of a session cookie, limited to `path`; Secure when the site runs on https. */
export function sessionCookieOptions(config: Pick<Config, 'PUBLIC_URL'>, path = '/') {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.PUBLIC_URL.startsWith('https:'),
    path,
  };
}
