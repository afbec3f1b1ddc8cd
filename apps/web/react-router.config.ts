import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from '@verdantia/domain/site/routes';
import { localisedReporterPaths } from '@verdantia/domain/trustlink/languages';

// Static-first: every public page is prerendered to HTML at build time (SEO, fast LCP);
// personal pages (academy, back-office) are served by the SPA fallback. '/404' renders the
// catch-all route so the server can answer unknown URLs with a real not-found page.
export default {
  ssr: false,
  prerender: [...prerenderedPaths, ...localisedReporterPaths(), '/404'],
  // React Router 8's behaviours, declined until we move to it (it needs Node 22): stating each
  // flag keeps the build from warning about every one of them.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
