import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineCriticalCss } from './inline-critical-css.ts';
import { labelEmptyOptions } from './label-empty-options.ts';
import { loadModulesAfterFirstPaint } from './after-first-paint.ts';
import { trimManifest } from './trim-manifest.ts';
import { flattenStylesheetLayers } from './flatten-layers.ts';
import { subsetFirstFont } from './subset-first-font.ts';
import { writeSocialCards } from './social-cards.ts';

// Steps after `react-router build` that need the finished client build: the social cards and
// the last touches to the prerendered HTML.
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(webDir, 'build/client');
const repoRoot = path.resolve(webDir, '../..');
process.chdir(repoRoot);

const started = performance.now();
const cards = await writeSocialCards(
  clientDir,
  path.join(repoRoot, 'node_modules/.cache/verdantia-social-cards'),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`social cards: ${cards.pages} pages, ${cards.drawn} drawn, ${seconds} s`);
console.log(`empty select options labelled on ${labelEmptyOptions(clientDir)} pages`);
const critical = await inlineCriticalCss(clientDir);
console.log(
  `critical CSS inlined on ${critical.pages} pages, ${critical.averageKb.toFixed(1)} KB each on average`,
);
const font = await subsetFirstFont(clientDir);
console.log(
  `first font: ${font.characters} characters in its core subset, ${(font.before / 1024).toFixed(0)} KB -> ${(font.after / 1024).toFixed(0)} KB, preloaded on ${font.pages} pages`,
);
const flat = flattenStylesheetLayers(clientDir);
console.log(
  `stylesheet without cascade layers: ${flat.stylesheet}, ${flat.pointed} files point at it`,
);
console.log(
  `app code loads after the first paint on ${loadModulesAfterFirstPaint(clientDir)} pages`,
);
const manifest = trimManifest(clientDir);
console.log(
  `route manifest without other routes' import lists: ${(manifest.before / 1024).toFixed(0)} KB -> ${(manifest.after / 1024).toFixed(0)} KB, ${(manifest.public / 1024).toFixed(0)} KB on the ${manifest.pages} prerendered pages (without the routes they do not lead to)`,
);
