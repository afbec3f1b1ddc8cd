import type { Plugin } from 'vite';

/** Vite's module that every `import()` of the app goes through in the browser. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * What `__vitePreload` does for this site, and no more: before a lazy module loads, the chunks it
 * imports are preloaded beside it (so they do not load one after another), each once, and not
 * where a <link> for it is already in the page. Vite's own helper also loads the stylesheets a
 * lazy chunk's imports name and reads a CSP nonce. Here the site has one stylesheet, which every
 * page links itself (the build fails if there is another), so stylesheets in the lists are passed
 * over (their names in the lists are the build's first ones, before flatten-layers.ts renames
 * the file); and no nonce is used. Vite's helper was 1.9 KB (0.8 KB gzip) of every first load.
 */
export function leanPreloadHelperSource(base: string): string {
  return `const seen=new Set();export const __vitePreload=(load,deps)=>{for(const dep of deps||[]){if(dep.endsWith('.css'))continue;const href=${JSON.stringify(base)}+dep;if(seen.has(href))continue;seen.add(href);if(document.querySelector('link[href="'+href+'"]'))continue;const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}return load()};`;
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
      const stylesheets = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      // The lean helper never loads a stylesheet: only the one every page links may exist.
      if (stylesheets.length > 1)
        throw new Error(
          `${stylesheets.join(', ')}: more than one stylesheet; lean-preload-helper.ts loads none`,
        );
      for (const chunk of Object.values(bundle)) {
        // Vite's own helper still there: its module was renamed, and this plugin no longer applies.
        if (chunk.type === 'chunk' && chunk.code.includes('vite:preloadError'))
          throw new Error(
            `${chunk.fileName} holds Vite's own preload helper; update lean-preload-helper.ts`,
          );
      }
    },
  };
}
