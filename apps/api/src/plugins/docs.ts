import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { site } from '@verdantia/domain';
import { authenticateStaff } from '../auth/staff-sessions.ts';

const STAFF_ONLY = /^\/api\/admin(\/|$)/;
const signedIn = new WeakSet<FastifyRequest>();

/** The spec as this visitor may see it: the back-office routes only for signed-in staff. */
export function specFor<T extends { paths?: Record<string, unknown> }>(spec: T, staff: boolean): T {
  if (staff || !spec.paths) return spec;
  const paths = Object.fromEntries(Object.entries(spec.paths).filter(([p]) => !STAFF_ONLY.test(p)));
  return { ...spec, paths };
}

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. Anonymous visitors see
 * the public API only: the back-office's map is no business of theirs.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${site.name} API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      // The spec transform below is synchronous: find out who is asking before it runs.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.url.startsWith('/api/docs/json') && !request.url.startsWith('/api/docs/yaml'))
          return;
        try {
          await authenticateStaff(request, reply);
          signedIn.add(request);
        } catch {
          // Not signed in (or an ended session): the public spec.
        }
      },
    },
    transformSpecification: (spec, request) =>
      specFor(spec as { paths?: Record<string, unknown> }, signedIn.has(request)),
  });
});
