import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { hashedName } from './asset-name.ts';
import { htmlPages } from './html-pages.ts';

/**
 * On a prerendered page the full stylesheet applies after the first paint
 * (inline-critical-css.ts). Tailwind wraps its rules in cascade layers (properties, theme, base,
 * components, utilities), and Chrome answers a late stylesheet that brings layer rules by
 * rebuilding its layer map: it registers every @property again and treats that as a change of
 * fonts, so it lays out every line of text again (traced: "Fonts changed" on all 943 layout
 * objects of /pricing, 15-40 ms here, four times that under Lighthouse's CPU throttling, all of
 * it blocking). Without layers the late stylesheet only restyles.
 *
 * So the built stylesheet is written without them: each layer's rules where the layer stood
 * (Tailwind emits the layers once each, in their order), then the rules that were outside any
 * layer (they outranked every layer, and now come last). This keeps the cascade's outcome for
 * this stylesheet: utilities still come after the base rules, and no base rule is more specific
 * than a utility class (the preflight keeps its selectors in `:where()`); computed styles of every
 * element of 17 pages at 390 and 1440 px were the same both ways. Development builds keep layers.
 */
export function flattenLayers(css: string): string {
  const root = postcss.parse(css);
  const unlayered = root.nodes.filter(
    (node) => node.type === 'rule' || (node.type === 'atrule' && node.name !== 'layer'),
  );
  for (const node of unlayered) node.remove();
  root.walkAtRules('layer', (layer) => {
    if (layer.nodes) layer.replaceWith(layer.nodes);
    else layer.remove();
  });
  root.append(unlayered);
  return root.toString();
}

/**
 * Rewrites the root stylesheet without layers, under a name hashed from its new content, and
 * points the pages and React Router's manifest at it.
 */
export function flattenStylesheetLayers(clientDir: string) {
  const assets = path.join(clientDir, 'assets');
  // The one stylesheet of the site (app.css, which the root imports), named after the chunk that
  // holds the root's code; it is written back as root-<hash>.css.
  const sheets = fs.readdirSync(assets).filter((f) => f.endsWith('.css'));
  if (sheets.length !== 1)
    throw new Error(`expected one stylesheet in ${assets}, found ${sheets.length}`);
  const oldName = sheets[0]!;
  const flat = flattenLayers(fs.readFileSync(path.join(assets, oldName), 'utf8'));
  const newName = hashedName('root', flat);
  fs.writeFileSync(path.join(assets, newName), flat);
  fs.rmSync(path.join(assets, oldName));

  const files = [
    ...fs
      .readdirSync(assets)
      .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
      .map((f) => `assets/${f}`),
    ...htmlPages(clientDir),
  ];
  let pointed = 0;
  for (const file of files.map((f) => path.join(clientDir, f))) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(oldName)) continue;
    fs.writeFileSync(file, text.replaceAll(oldName, newName));
    pointed++;
  }
  return { stylesheet: newName, pointed };
}
