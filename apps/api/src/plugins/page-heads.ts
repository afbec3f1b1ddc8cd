import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Client-only pages whose served HTML needs per-record tags in <head> (a blog post's title and og:
// tags; later a certificate's verification page): the feature owning the record registers a
// provider here, and the web plugin asks it when serving the SPA fallback, without importing it.

export interface PageHeadProvider {
  /** Site paths the provider answers; its capture groups are handed to `head`. */
  path: RegExp;
  /** HTML to put into <head>, or undefined when there is no such record (the page answers 404). */
  head(match: RegExpExecArray): Promise<string | undefined>;
  /** For a record without a page: the site path it moved to (answered with a 301), if any. */
  movedTo?(match: RegExpExecArray): Promise<string | undefined>;
}

export interface PageHeadRegistry {
  register(provider: PageHeadProvider): void;
  /** The provider whose path matches, with the match. */
  find(sitePath: string): { provider: PageHeadProvider; match: RegExpExecArray } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: PageHeadRegistry;
  }
}

export const pageHeadsPlugin = fp(async (app: FastifyInstance) => {
  const providers: PageHeadProvider[] = [];
  app.decorate('pageHeads', {
    register: (provider) => void providers.push(provider),
    find(sitePath) {
      for (const provider of providers) {
        const match = provider.path.exec(sitePath);
        if (match) return { provider, match };
      }
      return undefined;
    },
  } satisfies PageHeadRegistry);
});
