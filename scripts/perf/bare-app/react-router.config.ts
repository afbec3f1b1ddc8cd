import type { Config } from '@react-router/dev/config';

// The floor `npm run perf` measures the site against: one prerendered route, hydrated, built by
// the same React Router and Vite as apps/web, with the same future flags.
export default {
  ssr: false,
  prerender: ['/'],
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
