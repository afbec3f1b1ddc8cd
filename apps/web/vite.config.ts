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
  /\/apps\/web\/app\/(layout\/(?!nav-drawer|cookie-banner-panel|cookie-choice|footer-links|desktop-nav|not-found-section|route-error)[\w-]+|ui\/(button|cn|logo|social-icons)|lib\/(meta|prehydration-fields|runtime-facts|json-ld|revalidate-on-path)|root|content\/demo-link|features\/academy\/learner\/credential-store)\.tsx?$|\/packages\/domain\/src\/site\/(config|public-origin|runtime-facts)\.ts$|\/node_modules\/(clsx\/|react-dom\/(index\.js|cjs\/react-dom\.production\.js)$)/;

const reporterPage = /\/app\/features\/trustlink\/i18n\/(reporter-text|language-alternates)\.tsx?$/;

/** The chunks the client entry imports, which every page (prerendered or not) loads first. */
const alwaysLoaded = /(^|\/)(site-chrome|rolldown-runtime)-[\w-]+\.js$/;

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
    // A lazy module's preload list leaves out the chunks every page has loaded before any lazy
    // import can run (the entry imports them): the lists are written into the chunks that import.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !alwaysLoaded.test(dep)),
    },
    // The chunks above 500 kB are the video player's streaming engines (hls.js, dash.js), loaded
    // only when a lecture plays, and the prerendering build that never reaches a browser.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'site-chrome', test: siteChrome },
            // The reporter pages' language context and alternates, which both of their route
            // modules load first: one chunk, not two that their other importers would split.
            { name: 'reporter-page', test: reporterPage },
          ],
        },
      },
      // A table of plugin timings after every build: useful when profiling, noise otherwise.
      checks: { bundlerTimings: false },
    },
  },
});
