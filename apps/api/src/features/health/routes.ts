import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
});

/** For load balancers and uptime checks: the process is up and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
      // Probes come often and from one address; they must never be rate limited out.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.dbDriver };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'error', database: app.dbDriver });
      }
    },
  );
};
