import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/**
 * Each prerendered page gets the CSS its HTML uses inlined into <head>, and the full stylesheet
 * loads without blocking the first paint (DESIGN §9: under mobile throttling the paint is bound
 * by round trips). The link stays where React rendered it, with `media="print"` until a small
 * end-of-body script (one invariant text, allowed by the CSP's per-page script hashes) switches
 * it on once loaded; hydration leaves attributes it did not render alone. Without JavaScript a <noscript>
 * copy of the link applies it.
 *
 * The SPA fallback is left alone: client-only pages render everything after load, so nothing of
 * theirs is in its HTML to pick critical rules from.
 */
/**
 * Beasties' restoring script switches the media back at once, while the stylesheet may still be
 * loading, which makes it render-blocking again. Ours waits for the sheet's load. It also asks
 * for the sheet only once the first paint is on screen, as the boot script does for the modules
 * (after-first-paint.ts): requested from <head>, the 20 KB sheet shared the network with the
 * HTML and the font the first paint waits for. Until then the link is `disabled`, which keeps the
 * browser from fetching it; React hydrates it by address and leaves the attribute alone. Without
 * JavaScript the <noscript> copy applies.
 */
const BEASTIES_RESTORE =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>";
const RESTORE_AFTER_FIRST_PAINT = [
  '<script>(function(){',
  "var links=document.querySelectorAll('link[data-beasties-media]');",
  "function on(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')}",
  "function go(){go=function(){};links.forEach(function(l){l.addEventListener('load',function(){on(l)});l.removeAttribute('disabled')})}",
  'if(document.hidden)go();else{',
  "try{new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){}",
  'requestAnimationFrame(function(){setTimeout(function(){go()},500)})}',
  '})()</script>',
].join('');
/** The stylesheet link beasties left in <head>, made `disabled` (a disabled sheet is not fetched). */
const DEFERRED_LINK =
  /<link rel="stylesheet" href="([^"]+)" media="print" data-beasties-media="all">/g;

export async function inlineCriticalCss(clientDir: string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    // The font faces are already in <head>, in a <style> of their own (layout/font-faces.tsx),
    // which beasties must leave whole: it cannot see which families the page uses (Tailwind sets
    // them through a variable).
    fonts: false,
    reduceInlineStyles: false,
    // Rules an element gains after hydration (open menus, the cookie banner) come with the full
    // stylesheet, which by then has loaded.
    keyframes: 'critical',
    logLevel: 'warn',
  });
  const pages = fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && path.basename(file) !== '__spa-fallback.html');
  let inlinedBytes = 0;
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = fs.readFileSync(file, 'utf8');
    const processed = (await beasties.process(html))
      .replace(BEASTIES_RESTORE, RESTORE_AFTER_FIRST_PAINT)
      .replace(
        DEFERRED_LINK,
        '<link rel="stylesheet" href="$1" media="print" data-beasties-media="all" disabled>',
      );
    const restores = processed.includes(RESTORE_AFTER_FIRST_PAINT);
    if (
      processed.includes('data-beasties-media') &&
      (!restores || !processed.includes('data-beasties-media="all" disabled>'))
    ) {
      throw new Error(`${page}: beasties' restoring script changed; update inline-critical-css.ts`);
    }
    inlinedBytes += processed.length - html.length;
    fs.writeFileSync(file, processed);
  }
  return { pages: pages.length, averageKb: inlinedBytes / pages.length / 1024 };
}
