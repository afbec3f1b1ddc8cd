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
 * loading, which makes it render-blocking again. This one waits for each sheet's load.
 */
const BEASTIES_RESTORE =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>";
const RESTORE_WHEN_LOADED =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){function on(){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')}l.sheet?on():l.addEventListener('load',on)})</script>";

/**
 * The @font-face rules the first screen needs, from the built stylesheet: Inter's Latin face
 * (the one the root preloads) and its metric-matched fallback, so text is first set in the
 * fallback and the swap to Inter moves nothing. Other subsets come with the full stylesheet.
 */
function firstScreenFontFaces(clientDir: string, html: string) {
  const href = html.match(/<link rel="stylesheet" href="\/(assets\/root-[\w-]+\.css)"/)?.[1];
  if (!href) throw new Error('the root stylesheet link was not found in the prerendered HTML');
  const css = fs.readFileSync(path.join(clientDir, href), 'utf8');
  const faces = (css.match(/@font-face\{[^}]*\}/g) ?? []).filter(
    (face) => face.includes('Inter Variable Fallback') || face.includes('/inter-latin-wght-normal'),
  );
  if (faces.length !== 2)
    throw new Error(`expected 2 first-screen font faces, found ${faces.length}`);
  return faces.join('');
}

export async function inlineCriticalCss(clientDir: string) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    // Beasties cannot see which families the page uses (Tailwind sets them through a variable):
    // the faces are added below instead.
    fonts: false,
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
      .replace(BEASTIES_RESTORE, RESTORE_WHEN_LOADED)
      .replace('<style>', `<style>${firstScreenFontFaces(clientDir, html)}`);
    if (!processed.includes(RESTORE_WHEN_LOADED) && processed.includes('data-beasties-media')) {
      throw new Error(`${page}: beasties' restoring script changed; update inline-critical-css.ts`);
    }
    inlinedBytes += processed.length - html.length;
    fs.writeFileSync(file, processed);
  }
  return { pages: pages.length, averageKb: inlinedBytes / pages.length / 1024 };
}
