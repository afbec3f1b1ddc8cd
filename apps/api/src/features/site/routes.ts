import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapXml } from './service.ts';

/** robots.txt and sitemap.xml, built from the page catalogue so they never drift from the site. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const robots = robotsTxt(app.config.PUBLIC_URL);
  const sitemap = sitemapXml(app.config.PUBLIC_URL);
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(sitemap),
  );
};
