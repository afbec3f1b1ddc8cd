import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the instance is in its life: readiness answers 503 unless it is serving. */
export type LifecycleState = 'starting' | 'serving' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { state: LifecycleState };
  }
}

/** Starting until the app is ready; draining from a shutdown signal (main.ts) or close(). */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = { state: 'starting' as LifecycleState };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onReady', async () => {
      if (lifecycle.state === 'starting') lifecycle.state = 'serving';
    });
    app.addHook('preClose', async () => {
      lifecycle.state = 'draining';
    });
  },
  { name: 'lifecycle' },
);
