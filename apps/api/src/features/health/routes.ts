import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readinessChecks } from './readiness.ts';

// Public: names nothing about the stack (no database engine, no version) to anybody.
const healthSchema = z.object({ status: z.enum(['ok', 'error']) });

const checkResult = z.enum(['ok', 'error']);
const readySchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'error']),
  checks: z
    .object({ database: checkResult, counters: checkResult, storage: checkResult })
    .partial(),
});

/**
 * Liveness (`/api/health`: the process is up and the database answers) and readiness
 * (`/api/health/ready`: this instance should get traffic). Probes come often and from one
 * address: they are never rate limited, and their lines are logged at debug level only.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'error' });
      }
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        summary: 'Readiness: database, counter store and file storage answer; not draining',
        response: { 200: readySchema, 503: readySchema },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { state } = app.lifecycle;
      if (state !== 'serving') return reply.code(503).send({ status: state, checks: {} });
      const checks = await readinessChecks(app, request.log);
      const ok = Object.values(checks).every((result) => result === 'ok');
      // Draining may have begun while the checks ran.
      if (app.lifecycle.state !== 'serving') {
        return reply.code(503).send({ status: app.lifecycle.state, checks });
      }
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'error', checks });
    },
  );
};
