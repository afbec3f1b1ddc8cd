import { staffMessages, type StaffRole } from '@verdantia/domain';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { errorMessages } from '../http/error-messages.ts';
import { authenticateStaff } from './staff-sessions.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const GUARD = Symbol('requireStaff');
export type Guard = onRequestHookHandler & { [GUARD]: StaffRole[] };

/** Whether a route hook is a requireStaff guard (the staff-auth plugin reorders them). */
export const isGuard = (h: unknown): h is Guard => typeof h === 'function' && GUARD in h;

/**
 * A hook that lets only signed-in staff through, and with `roles` only those roles (none: any
 * signed-in staff member). 401 without a live session, 403 for another role. Use it as
 * `onRequest` (preHandler works too: routes under /api/admin/ get it moved to onRequest, so the
 * answer is 401/403 before the body is even read). Sets `request.staff`.
 */
export function requireStaff(...roles: StaffRole[]): onRequestHookHandler {
  const guard = async function requireStaffGuard(request: FastifyRequest, reply: FastifyReply) {
    const staff = await authenticateStaff(request, reply);
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
