import cookie from '@fastify/cookie';
import type { StaffRole } from '@verdantia/domain';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isGuard, requireStaff, type Guard, GUARD } from '../auth/require-staff.ts';
import type { StaffPrincipal } from '../auth/staff-sessions.ts';

// Wiring only: the session rules live in auth/. This plugin parses cookies and makes sure every
// /api/admin/* route is guarded.

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
    /**
     * Open to a session that has not finished two-step sign-in (the session, sign-out, enrolment,
     * the code step); every other staff route refuses it.
     */
    twoStepOpen?: boolean;
  }
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  access: 'public' | 'any' | StaffRole[];
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
