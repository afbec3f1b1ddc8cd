import {
  roleNeedsTwoStep,
  staffMessages,
  twoStepMessages,
  type StaffRole,
} from '@verdantia/domain';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { errorMessages } from '../http/error-messages.ts';
import { authenticateStaff } from './staff-sessions.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a write came from another site: its Origin (browsers send one on every cross-origin
 * and every non-GET request) names neither this host nor PUBLIC_URL. No Origin (a non-browser
 * client) is not cross-site: the SameSite=Strict cookie already stays home.
 */
function crossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const { host, origin: normalised } = new URL(origin);
    return (
      host !== request.headers.host &&
      normalised !== new URL(request.server.config.PUBLIC_URL).origin
    );
  } catch {
    return true;
  }
}

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
    if (WRITE_METHODS.has(request.method) && crossSite(request)) {
      throw new HttpError(403, twoStepMessages.crossSite);
    }
    const staff = await authenticateStaff(request, reply);
    // Until the second factor is given (or, for roles that need one, set up), a session opens
    // only the routes marked twoStepOpen: the session itself, sign-out and enrolment.
    if (request.routeOptions.config.twoStepOpen !== true) {
      if (staff.awaitingSecondFactor) throw new HttpError(401, twoStepMessages.codeRequired);
      if (!staff.hasSecondFactor && roleNeedsTwoStep(staff.role)) {
        throw new HttpError(403, twoStepMessages.enrolmentRequired);
      }
    }
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
