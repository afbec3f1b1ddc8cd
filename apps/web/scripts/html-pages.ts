import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file of the client build, as paths relative to `clientDir`. */
export function htmlPages(clientDir: string): string[] {
  return fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'));
}

/**
 * The prerendered pages: every HTML file but the SPA fallback, which paints nothing before its
 * code and so keeps React Router's own boot script, stylesheet link and whole manifest.
 */
export function prerenderedPages(clientDir: string): string[] {
  return htmlPages(clientDir).filter((file) => path.basename(file) !== '__spa-fallback.html');
}
