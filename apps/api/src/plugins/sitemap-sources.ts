import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Pages that exist per record (a published blog post, later others) belong in the sitemap too:
// the feature owning the records registers a source here, and the sitemap asks every source on
// each request, so a published post appears and an unpublished one goes without a restart.

export interface SitemapEntry {
  /** Site path, e.g. /academy/blogs/my-post. */
  path: string;
  /** YYYY-MM-DD: when the page last changed. */
  lastmod?: string;
}

export type SitemapSource = () => Promise<SitemapEntry[]>;

declare module 'fastify' {
  interface FastifyInstance {
    sitemapSources: { register(source: SitemapSource): void; entries(): Promise<SitemapEntry[]> };
  }
}

export const sitemapSourcesPlugin = fp(async (app: FastifyInstance) => {
  const sources: SitemapSource[] = [];
  app.decorate('sitemapSources', {
    register: (source: SitemapSource) => void sources.push(source),
    entries: async () => (await Promise.all(sources.map((source) => source()))).flat(),
  });
});
