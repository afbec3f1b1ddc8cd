import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it was registered, in order (read by the input fuzz test). */
    routeList: readonly RouteOptions[];
  }
}

/** Records each route as it is added; registered first so that it sees them all. */
export const routeListPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
});
