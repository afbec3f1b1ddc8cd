import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Probes, scrapes and static files would drown the lines a person reads: they go to debug.
const QUIET_ROUTES = new Set(['/api/health', '/api/health/ready', '/metrics']);
const STATIC_FILE = /\.[a-z0-9]{1,8}$/i;

/** The path a line names: the route pattern (IDs stay out), or the page path for the site. */
function pathOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.endsWith('*')) return pattern;
  return request.url.split('?')[0] ?? '/';
}

/**
 * One log line per answered request (Fastify's own two records of a dozen lines are off):
 * method, path pattern, status and time, plus the same fields for collectors reading JSON.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request);
      const quiet = QUIET_ROUTES.has(path) || (!path.startsWith('/api/') && STATIC_FILE.test(path));
      const ms = Math.round(reply.elapsedTime);
      request.log[quiet ? 'debug' : 'info'](
        { req: request, res: reply, responseTime: ms },
        `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
      );
    });
  },
  { name: 'request-log' },
);
