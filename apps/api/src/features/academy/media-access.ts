import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateStaff, STAFF_COOKIE } from '../../auth/staff-sessions.ts';
import { HttpError } from '../../http/http-error.ts';

// Lecture videos and captions are for enrolled learners and staff only. A learner's token lives
// in local storage, which a <video> or <track> element cannot send, so the course detail (which
// only an enrolled learner gets) hands out short-lived signed addresses instead: the path and an
// expiry, signed with a key derived from JWT_SECRET. The query string stays on every range
// request the player makes. Staff play media with their session cookie. Course images stay public.

/** How long a signed media address works: long enough for a sitting, short enough to go stale. */
export const MEDIA_URL_SECONDS = 4 * 3600;

const PRIVATE_MEDIA = /^\/media\/(?:academy\/(?:videos|captions)|lectures|captions)\//;

export const mediaMessages = {
  signInRequired: 'Sign in and open the course to watch its lectures.',
  expired: 'This lecture link has expired. Reload the course page to watch it.',
} as const;

const keyOf = (secret: string) => createHmac('sha256', secret).update('academy-media-v1').digest();
const signatureOf = (secret: string, path: string, expires: number) =>
  createHmac('sha256', keyOf(secret)).update(`${path}\n${expires}`).digest('base64url');

/** Whether an address is one of the private lecture media (ours, not an outside host). */
export const isPrivateMedia = (url: string) => PRIVATE_MEDIA.test(url);

/** `url` with an expiry and a signature when it is private media; other addresses unchanged. */
export function signMediaUrl(secret: string, url: string, now = Date.now()): string {
  if (!isPrivateMedia(url)) return url;
  const path = url.split('?')[0]!;
  const expires = Math.floor(now / 1000) + MEDIA_URL_SECONDS;
  return `${path}?exp=${expires}&sig=${signatureOf(secret, path, expires)}`;
}

/** 'ok', 'expired' or 'missing' (no signature, or one that does not match the path). */
export function checkMediaSignature(secret: string, rawUrl: string, now = Date.now()) {
  const [path = '', query = ''] = rawUrl.split('?', 2);
  const params = new URLSearchParams(query);
  const expires = Number(params.get('exp'));
  const given = Buffer.from(params.get('sig') ?? '');
  if (!Number.isSafeInteger(expires) || given.length === 0) return 'missing';
  const wanted = Buffer.from(signatureOf(secret, decodeURIComponent(path), expires));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'missing';
  return expires * 1000 > now ? 'ok' : 'expired';
}

/**
 * onRequest hook of the media routes: private media need a valid signed address or a staff
 * session (401 without either, 403 for an expired address).
 */
export async function requireMediaAccess(request: FastifyRequest, reply: FastifyReply) {
  let path: string;
  try {
    path = decodeURIComponent(request.url.split('?')[0]!);
  } catch {
    throw new HttpError(400, 'This media address is not valid.');
  }
  if (!isPrivateMedia(path)) return;
  const signed = checkMediaSignature(request.server.config.JWT_SECRET, request.url);
  if (signed === 'ok') return;
  if (request.cookies?.[STAFF_COOKIE] !== undefined) {
    await authenticateStaff(request, reply);
    return;
  }
  if (signed === 'expired') throw new HttpError(403, mediaMessages.expired);
  throw new HttpError(401, mediaMessages.signInRequired);
}
