import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every response. HTML pages add the sha256 hashes of their own
 * inline scripts (React Router's hydration data and module bootstrap): no 'unsafe-inline' and no
 * 'unsafe-eval' for scripts. Styles allow inline because React's `style` props need it.
 */
export function contentSecurityPolicyDirectives(
  scriptHashes: readonly string[] = [],
  /** Outside lecture hosts (config LECTURE_VIDEO_HOSTS): they may be framed and played. */
  videoHosts: readonly string[] = [],
) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", ...videoHosts],
    // YouTube's privacy-enhanced player for the podcast page, and the lecture hosts.
    'frame-src': [...new Set(['https://www.youtube-nocookie.com', ...videoHosts])],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  videoHosts: readonly string[] = [],
): string {
  return Object.entries(contentSecurityPolicyDirectives(scriptHashes, videoHosts))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Powerful features no page of this site uses, switched off (browsing-topics: ad targeting). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), browsing-topics=()';
const API_AREA = /^\/api(\/|\?|$)/;

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's headers are the same for every response, so its middleware is built once, here.
  // (@fastify/helmet built it anew on every request, parsing the whole policy each time: an
  // eighth of what a lead write allocated and 4% of its CPU, measured with V8's profilers.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives([], app.config.LECTURE_VIDEO_HOSTS),
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Every API answer is no-store unless its route says otherwise: answers with personal data or
    // a credential (sessions, tokens, reports, results, the back office) are never kept by a
    // browser or a proxy. Public answers that may be cached set their own Cache-Control in the
    // handler, which replaces this one (listed in plugins/no-store.test.ts).
    if (API_AREA.test(request.url)) reply.header('cache-control', 'no-store');
    // Helmet sets its headers synchronously and calls `next` with no error (8.1+ throws instead).
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
});
