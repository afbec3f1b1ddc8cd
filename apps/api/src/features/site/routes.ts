import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indexablePaths } from './indexable-pages.ts';
import { robotsTxt, sitemapXml } from './service.ts';

/** robots.txt and sitemap.xml, built from the page catalogue so they never drift from the site. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const robots = robotsTxt(app.config.PUBLIC_URL);
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
  );
  // Built per request: published posts come and go, and a rebuilt site may have new pages.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = (await indexablePaths(app.config.WEB_DIST)).map((path) => ({ path }));
    const records = await app.sitemapSources.entries();
    const xml = sitemapXml(app.config.PUBLIC_URL, [...pages, ...records]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(xml);
  });
};
