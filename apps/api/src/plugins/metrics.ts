import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { addressMatcher, bearerMatches } from '../ops/metrics-access.ts';
import { createMetrics } from '../ops/metrics.ts';

/**
 * GET /metrics in Prometheus text format, for the operator's scraper only: a caller from an
 * address in METRICS_ALLOW, or one that sends `Authorization: Bearer <METRICS_TOKEN>`. With
 * neither set, nobody reads it. Every answered request is timed by route pattern.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const metrics = createMetrics(app, options.database);
    const { METRICS_TOKEN: token, METRICS_ALLOW: allow } = app.config;
    const allowed = addressMatcher(allow);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      { schema: { hide: true }, config: { rateLimit: false } },
      async (request, reply) => {
        if (
          !allowed(request.ip) &&
          !(token && bearerMatches(request.headers.authorization, token))
        ) {
          if (token) {
            return reply
              .code(401)
              .header('www-authenticate', 'Bearer realm="metrics"')
              .send({ message: 'A valid metrics token is required.' });
          }
          return reply.code(403).send({ message: 'Metrics are not open to this address.' });
        }
        const body = await metrics.registry.metrics();
        return reply
          .header('content-type', metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  },
  { name: 'metrics' },
);
