import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { prerenderedPages } from './html-pages.ts';

/**
 * Each prerendered page gets the CSS its HTML uses inlined into <head>, and the full stylesheet
 * loads without blocking the first paint (DESIGN §9: under mobile throttling the paint is bound
 * by round trips). The link stays where React rendered it, with `media="print"` until the boot
 * script switches it on once loaded (after-first-paint.ts); hydration leaves attributes it did
 * not render alone. Without JavaScript a <noscript> copy of the link applies it.
 *
 * The SPA fallback is left alone: client-only pages render everything after load, so nothing of
 * theirs is in its HTML to pick critical rules from.
 */
/**
 * Beasties' restoring script switches the media back at once, while the stylesheet may still be
 * loading, which makes it render-blocking again; it is removed. The boot script of
 * after-first-paint.ts switches the sheet on instead, after the first paint, as it does for the
 * modules: requested from <head>, the 20 KB sheet shared the network with the HTML and the font
 * the first paint waits for. Until then the link is `disabled`, which keeps the browser from
 * fetching it; React hydrates it by address and leaves the attribute alone. Without JavaScript
 * the <noscript> copy applies.
 */
const BEASTIES_RESTORE =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>";
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
  const pages = prerenderedPages(clientDir);
  let inlinedBytes = 0;
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = fs.readFileSync(file, 'utf8');
    const output = await beasties.process(html);
    const processed = output
      .replace(BEASTIES_RESTORE, '')
      .replace(
        DEFERRED_LINK,
        '<link rel="stylesheet" href="$1" media="print" data-beasties-media="all" disabled>',
      );
    if (
      output.includes('data-beasties-media') &&
      (!output.includes(BEASTIES_RESTORE) ||
        !processed.includes('data-beasties-media="all" disabled>'))
    ) {
      throw new Error(`${page}: beasties' restoring script changed; update inline-critical-css.ts`);
    }
    inlinedBytes += processed.length - html.length;
    fs.writeFileSync(file, processed);
  }
  return { pages: pages.length, averageKb: inlinedBytes / pages.length / 1024 };
}
