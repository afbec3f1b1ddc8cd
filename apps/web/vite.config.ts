import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { leanPreloadHelper } from './scripts/lean-preload-helper';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * Modules every page loads (the site chrome and what it reads, such as whether a learner's
 * credential is stored, and the small helpers most pages' own modules share: structured data,
 * reloading a layout's data per path). Bundled as one chunk: spread over many tiny chunks they
 * cost more bytes and requests than their code. The drawer stays out: it loads only when a phone
 * user opens it, the desktop menus when first used, the footer's links only where the page was
 * not prerendered (ui/static-section.tsx), and the error boundary's message when a route fails.
 */
const siteChrome =
  /\/apps\/web\/app\/(layout\/(?!nav-drawer|cookie-banner-panel|cookie-choice|footer-links|desktop-nav|not-found-section|route-error)[\w-]+|ui\/(button|cn|logo|social-icons)|lib\/(meta|prehydration-fields|runtime-facts|json-ld|revalidate-on-path)|content\/demo-link|features\/academy\/learner\/credential-store)\.tsx?$|\/packages\/domain\/src\/site\/(config|public-origin|runtime-facts)\.ts$|\/node_modules\/(clsx\/|react-dom\/(index\.js|cjs\/react-dom\.production\.js)$)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), leanPreloadHelper()],
  // The `~` alias of tsconfig.json, for the dev server's server-side rendering as well.
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    // In development the API runs as its own process; the browser still talks to one origin.
    proxy: { '/api': apiTarget, '/robots.txt': apiTarget, '/sitemap.xml': apiTarget },
  },
  build: {
    assetsInlineLimit: 2048,
    // The chunks above 500 kB are the video player's streaming engines (hls.js, dash.js), loaded
    // only when a lecture plays, and the prerendering build that never reaches a browser.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'site-chrome', test: siteChrome }] } },
      // A table of plugin timings after every build: useful when profiling, noise otherwise.
      checks: { bundlerTimings: false },
    },
  },
});
