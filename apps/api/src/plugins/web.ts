import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fillRuntimeFacts, findSitePage, site } from '@verdantia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from './security.ts';
import {
  createHtmlCache,
  decodeSitePath,
  fillPublicOrigin,
  resolveInside,
  statFile,
} from './web-files.ts';
import { canonicalRedirect, redirectLocation } from './web-urls.ts';

/** Files React Router writes besides the prerendered pages (ssr: false + prerender). */
const SPA_FALLBACK = '__spa-fallback.html';
const NOT_FOUND_PAGE = '404/index.html';
/** Comments around tags the server adds to <head>; the client removes what lies between. */
const SERVER_HEAD_START = '<!--server-head-->';
const SERVER_HEAD_END = '<!--/server-head-->';

const NOT_FOUND_HEAD = `<title>Page not found | ${site.name}</title><meta name="robots" content="noindex"/>`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const cacheControl = {
  // HTML revalidates on every visit (cheap with the ETag) so a deploy is seen at once.
  html: 'no-cache',
  // Vite puts a content hash in every file name under assets/: a new build means a new URL.
  hashed: 'public, max-age=31536000, immutable',
  other: 'public, max-age=3600',
  // A page's prerendered loader data (<path>.data) must match the HTML and JS of the same
  // deploy, so it revalidates like HTML instead of being cached for an hour.
  pageData: 'no-cache',
};

/**
 * Serves the prerendered site from `root` (apps/web/build/client): a page's own HTML, the SPA
 * fallback for client-only routes, static files, and the prerendered 404 page for the rest.
 * Absent build (API-only runs and tests): the plugin logs a warning and registers nothing.
 */
export async function webPlugin(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  if (!fs.existsSync(root)) {
    app.log.warn({ root }, 'web build not found: serving the API only (run npm run build)');
    return;
  }
  const facts = { trustlinkRetentionDays: app.config.TRUSTLINK_RETENTION_DAYS };
  const readHtml = createHtmlCache((html) =>
    fillRuntimeFacts(fillPublicOrigin(html, app.config.PUBLIC_URL), facts),
  );
  // Only reply.sendFile is used (serve: false): the routing rules below are ours.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });

  async function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status = 200,
    /** Tags to add to the page's <head> (from a registered page-head provider). */
    head?: string,
    indexable = true,
  ) {
    const stat = await statFile(file);
    if (!stat) return reply.callNotFound();
    const page = await readHtml(file, stat);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl.html)
      .header(
        'content-security-policy',
        contentSecurityPolicy(page.scriptHashes, app.config.LECTURE_VIDEO_HOSTS),
      );
    if (!indexable) reply.header('x-robots-tag', 'noindex');
    if (head) {
      // Marked so the client can drop them once React renders the same tags itself.
      const marked = `${SERVER_HEAD_START}${fillPublicOrigin(head, app.config.PUBLIC_URL)}${SERVER_HEAD_END}`;
      return reply.send(page.body.toString('utf8').replace('</head>', () => `${marked}</head>`));
    }
    if (status !== 200) return reply.send(page.body);
    reply.header('etag', page.etag);
    const known = request.headers['if-none-match']?.split(/\s*,\s*/) ?? [];
    if (known.includes(page.etag) || known.includes('*')) return reply.code(304).send();
    return reply.send(page.body);
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(request, reply, path.join(root, NOT_FOUND_PAGE), 404, undefined, false);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s);
    if (rawPath === '/api' || rawPath.startsWith('/api/')) return reply.callNotFound();
    const sitePath = decodeSitePath(rawPath);
    // /404 is where the not-found page is written, not a page of the site.
    if (!sitePath || sitePath === '/404') return notFound(request, reply);
    const canonical = canonicalRedirect(sitePath);
    if (canonical) return reply.redirect(redirectLocation(canonical, query), 301);

    const relative = sitePath.slice(1);
    const pageFile = resolveInside(root, path.join(relative, 'index.html'));
    if (await statFile(pageFile)) return sendHtml(request, reply, pageFile!);
    const withHead = app.pageHeads.find(sitePath);
    if (withHead) {
      const head = await withHead.provider.head(withHead.match);
      if (!head) {
        const moved = await withHead.provider.movedTo?.(withHead.match);
        if (moved) return reply.redirect(redirectLocation(moved, query), 301);
        // The SPA fallback, not the prerendered 404 page: the client matches this URL to its
        // own route, and hydrating another route's HTML would fail (React error 418).
        return sendHtml(request, reply, path.join(root, SPA_FALLBACK), 404, NOT_FOUND_HEAD, false);
      }
      return sendHtml(request, reply, path.join(root, SPA_FALLBACK), 200, head);
    }
    const clientPage = findSitePage(sitePath);
    if (clientPage?.mode === 'client') {
      // Personal and back-office pages: a real title for tabs and history, never indexed.
      const head = `<title>${escapeHtml(`${clientPage.title} | ${site.name}`)}</title><meta name="robots" content="noindex"/>`;
      return sendHtml(request, reply, path.join(root, SPA_FALLBACK), 200, head, false);
    }

    const file = resolveInside(root, relative);
    if (!(await statFile(file))) return notFound(request, reply);
    if (file!.endsWith('.html')) return sendHtml(request, reply, file!);
    const policy = sitePath.startsWith('/assets/')
      ? cacheControl.hashed
      : sitePath.endsWith('.data')
        ? cacheControl.pageData
        : cacheControl.other;
    reply.header('cache-control', policy);
    return reply.sendFile(relative);
  });
}
