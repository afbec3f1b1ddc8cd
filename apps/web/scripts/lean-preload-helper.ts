import type { Plugin } from 'vite';

/** Vite's module that every `import()` of the app goes through in the browser. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * What `__vitePreload` does for this site, and no more: before a lazy module loads, the chunks it
 * imports are preloaded beside it (so they do not load one after another), each once, and not
 * where a <link> for it is already in the page. Vite's own helper also loads stylesheets that a
 * lazy chunk imports and reads a CSP nonce: here no lazy chunk imports a stylesheet (the build
 * fails if one does) and no nonce is used, and its 1.9 KB (0.8 KB gzip) sat in every first load.
 */
export function leanPreloadHelperSource(base: string): string {
  return `const seen=new Set();export const __vitePreload=(load,deps)=>{for(const dep of deps||[]){const href=${JSON.stringify(base)}+dep;if(seen.has(href))continue;seen.add(href);if(document.querySelector('link[href="'+href+'"]'))continue;const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}return load()};`;
}

export function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'verdantia:lean-preload-helper',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transform(_code, id) {
      if (id === PRELOAD_HELPER) return { code: leanPreloadHelperSource(base), map: null };
    },
    generateBundle(_options, bundle) {
      // The lean helper preloads scripts only: a lazy chunk's stylesheet would go unloaded.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // Vite's own helper still there: its module was renamed, and this plugin no longer applies.
        if (chunk.code.includes('vite:preloadError'))
          throw new Error(
            `${chunk.fileName} holds Vite's own preload helper; update lean-preload-helper.ts`,
          );
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size > 0 && !chunk.isEntry && chunk.isDynamicEntry)
          throw new Error(
            `${chunk.fileName} imports a stylesheet; lean-preload-helper.ts does not load it`,
          );
      }
    },
  };
}
