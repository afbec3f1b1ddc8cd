import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from '../lib.mjs';

/** Gzip size of the JS and CSS a route's prerendered HTML loads before any interaction. */
export function firstLoadSize(route) {
  const htmlFile = route === '/' ? join(webDist, 'index.html') : join(webDist, route, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const files = (pattern) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];
  const size = (list) =>
    list.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
      0,
    ) / 1024;
  // Module preload links, script sources, and the addresses the boot script preloads and imports
  // once the first paint is on screen (apps/web/scripts/after-first-paint.ts).
  const js = files(/"(\/assets\/[^"]+\.js)"/g);
  const css = files(/href="(\/assets\/[^"]+\.css)"/g);
  return { jsKb: size(js), cssKb: size(css) };
}
