import fs from 'node:fs';
import path from 'node:path';
import { USED_BEFORE_APP } from '../app/lib/page-markers.ts';
import { prerenderedPages } from './html-pages.ts';

/**
 * The prerendered HTML is readable and its links work before any script runs, so the app's code
 * is not needed for the first paint and should not compete with it for the network and the main
 * thread (DESIGN §9: the first paint is bound by round trips). Each prerendered page therefore
 * starts loading its modules once its first contentful paint is on screen:
 * - the module preload links leave the HTML; the boot script adds them back when it starts, so
 *   the whole module graph still downloads at once (React hydrates <link> elements by address
 *   wherever they are in <head>, so it finds them there);
 * - React Router's boot script is rewritten with dynamic imports, in the order of its static
 *   imports, and runs after the paint timing entry 'first-contentful-paint' (or half a second
 *   after the first frame where that entry is unsupported; at once in a hidden tab).
 * - the full stylesheet, which inline-critical-css.ts left `disabled` with `media="print"`, is
 *   switched on at the same moment, and applies once it has loaded (media back to its own).
 * On a slow connection this costs little: the paint comes right after the HTML, which no
 * longer waits for anything else. The SPA fallback, which paints nothing before its code, stays.
 */
const BOOT =
  /<script type="module" async>((?:import "[^"]+";\s*)*)((?:import \* as route\d+ from "[^"]+";\s*)+)\s*(window\.__reactRouterRouteModules = \{[^<]*?\};)\s*import\("([^"]+)"\);<\/script>/;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;

export function afterFirstPaint(html: string, page: string): string {
  const match = html.match(BOOT);
  if (!match)
    throw new Error(`${page}: React Router's boot script changed; update after-first-paint.ts`);
  const [script, sideEffects, routeImports, registry, entry] = match;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const bare = [...sideEffects!.matchAll(/import "([^"]+)";/g)].map((m) => m[1]!);
  const routes = [...routeImports!.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const load = (urls: string[]) =>
    `Promise.all([${urls.map((url) => `import(${JSON.stringify(url)})`).join(',')}])`;
  const boot = [
    '<script type="module" async>',
    // Whether the visitor used the page before the app arrived (typed, ticked, focused, opened
    // something): only then does the app load the code that carries that through hydration
    // (lib/prehydration-fields.ts reads this flag).
    `for(const t of ['input','change','focusin','click'])document.addEventListener(t,()=>{window.${USED_BEFORE_APP}=true},{capture:true,once:true});`,
    "const start=()=>{for(const l of document.querySelectorAll('link[data-beasties-media]')){l.addEventListener('load',()=>{l.media=l.dataset.beastiesMedia;l.removeAttribute('data-beasties-media')});l.removeAttribute('disabled')}",
    `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}`,
    `return ${load(bare)}.then(()=>${load(routes.map((m) => m[2]!))})`,
    `.then(([${routes.map((m) => m[1]).join(',')}])=>{${registry}return import(${JSON.stringify(entry)})})};`,
    'let go=()=>{go=()=>{};start()};',
    'if(document.hidden)go();else{',
    "try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch{}",
    'requestAnimationFrame(()=>setTimeout(()=>go(),500))}',
    '</script>',
  ].join('');
  return html.replace(script, boot).replace(PRELOAD, '');
}

export function loadModulesAfterFirstPaint(clientDir: string): number {
  const pages = prerenderedPages(clientDir);
  for (const page of pages) {
    const file = path.join(clientDir, page);
    fs.writeFileSync(file, afterFirstPaint(fs.readFileSync(file, 'utf8'), page));
  }
  return pages.length;
}
