import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { hashedName } from './asset-name.ts';
import { htmlPages } from './html-pages.ts';

/**
 * Every page preloads Inter's Latin face (48 KB), and the first paint's network time under
 * mobile throttling is mostly that file and the HTML. The site uses about a hundred and twenty of
 * its characters (in its pages and scripts): those, and all of printable ASCII for what visitors
 * type, go into a core file of 32 KB, which the pages preload instead. The rest of the Latin
 * face stays available as a second face of the same family, with a unicode-range of what the
 * core lacks, so a character outside the core (a name with an accent, typed or loaded later)
 * still comes in Inter: the browser fetches the full file only when a page shows such a
 * character.
 *
 * The faces are in each page's inline <style> (layout/font-faces.tsx); the preload link is added
 * here, not by React, so hydration has nothing to disagree with.
 */
const LATIN_FACE =
  /@font-face\{[^}]*src:url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)[^}]*unicode-range:([^;}]+)[^}]*\}/;

/** The code points a CSS unicode-range covers (`U+0-FF`, `U+131`, `U+4??`). */
export function parseUnicodeRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to] = part.includes('?')
      ? [part.replaceAll('?', '0'), part.replaceAll('?', 'F')]
      : part.split('-').length === 2
        ? part.split('-')
        : [part, part];
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point);
  }
  return points;
}

/** A set of code points written as a CSS unicode-range, consecutive points joined. */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i]!)}`);
  }
  return parts.join(',');
}

/**
 * The characters a built file can put on screen: a page's text and the data it hydrates with, or a
 * script's strings (text drawn after hydration, such as the Polish reporter's quotation marks).
 * Markup and code are mostly ASCII, which the core holds anyway; numeric entities are decoded.
 */
export function fileCharacters(text: string): Set<number> {
  const decoded = text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)));
  return new Set([...decoded].map((c) => c.codePointAt(0)!));
}

/** The latin face split in two: the core (the given points) and the rest of its range. */
export function splitLatinFace(face: string, coreUrl: string, core: Set<number>) {
  const match = face.match(LATIN_FACE);
  if (!match) throw new Error("Inter's Latin @font-face was not found");
  const [, url, range] = match;
  const rest = [...parseUnicodeRange(range!)].filter((point) => !core.has(point));
  const withRange = (rule: string, points: Iterable<number>) =>
    rule.replace(`unicode-range:${range}`, `unicode-range:${formatUnicodeRange(points)}`);
  return withRange(face.replace(url!, coreUrl), core) + withRange(face, rest);
}

export async function subsetFirstFont(clientDir: string) {
  const pages = htmlPages(clientDir);
  const read = (page: string) => fs.readFileSync(path.join(clientDir, page), 'utf8');
  const sample = read(pages.find((page) => LATIN_FACE.test(read(page)))!);
  const [face, fontUrl, range] = sample.match(LATIN_FACE)!;
  const latin = parseUnicodeRange(range!);

  const used = new Set<number>();
  // Printable ASCII, the white space text can hold (tab, line breaks, no-break spaces), and what
  // the browser draws itself: list bullets, hyphens where it breaks words, and the thin and narrow
  // spaces of date and time fields.
  for (let point = 0x20; point < 0x7f; point++) used.add(point);
  for (const point of [0x09, 0x0a, 0x0d, 0xa0, 0x2009, 0x2010, 0x2011, 0x2022, 0x202f])
    used.add(point);
  const scripts = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join('assets', file));
  for (const file of [...pages, ...scripts])
    for (const point of fileCharacters(read(file))) used.add(point);
  const core = new Set([...used].filter((point) => latin.has(point)));

  const font = fs.readFileSync(path.join(clientDir, fontUrl!));
  const subset = await subsetFont(font, String.fromCodePoint(...core), { targetFormat: 'woff2' });
  const coreUrl = `/assets/${hashedName('inter-latin-core', subset, 'woff2')}`;
  fs.writeFileSync(path.join(clientDir, coreUrl), subset);

  const faces = splitLatinFace(face, coreUrl, core);
  const preload = `<link rel="preload" href="${coreUrl}" as="font" type="font/woff2" crossorigin="anonymous">`;
  for (const page of pages) {
    const html = read(page);
    if (!html.includes(face)) throw new Error(`${page}: Inter's Latin @font-face is not inline`);
    // Before the <style> holding the faces, near the top of <head>, where it was found before.
    const style = html.lastIndexOf('<style', html.indexOf(face));
    fs.writeFileSync(
      path.join(clientDir, page),
      html.slice(0, style) + preload + html.slice(style).replace(face, faces),
    );
  }
  return { pages: pages.length, characters: core.size, before: font.length, after: subset.length };
}
