import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@foliojs-fork/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The PDFs' fonts: Noto Serif and Noto Sans (SIL Open Font Licence, from their npm packages).
// pdf-lib's standard fonts only know Windows-1252, so "Łukasz", "Ανδρέας" or "Сергей" lost
// letters; Noto covers Latin, Greek and Cyrillic. Only the glyphs used are embedded (subset), so
// a certificate stays a few tens of kilobytes. The font engine is @foliojs-fork/fontkit (pdfkit's):
// @pdf-lib/fontkit writes broken TrueType subsets of these fonts (most letters print blank).

const FILES = {
  serif: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  serifBold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type FontFace = keyof typeof FILES;

/** What is written for a character no font has: visible, and never a failed document. */
export const MISSING_GLYPH = '?';

// Resolved from the package at run time: the server bundle keeps dependencies external.
const resolve = createRequire(import.meta.url).resolve;
// Read once per process; each document then embeds its own subset.
const cache = new Map<FontFace, Promise<Buffer>>();
const bytesOf = (face: FontFace) => {
  let bytes = cache.get(face);
  if (!bytes) {
    bytes = fs.readFile(resolve(FILES[face]));
    bytes.catch(() => cache.delete(face));
    cache.set(face, bytes);
  }
  return bytes;
};

/** Embeds the named faces (subsetted) into `doc`. */
export async function embedFonts<F extends FontFace>(
  doc: PDFDocument,
  faces: readonly F[],
): Promise<Record<F, PDFFont>> {
  doc.registerFontkit(fontkit);
  const embedded = await Promise.all(
    faces.map(async (face) => doc.embedFont(await bytesOf(face), { subset: true })),
  );
  return Object.fromEntries(faces.map((face, index) => [face, embedded[index]!])) as Record<
    F,
    PDFFont
  >;
}

// Zero-width joiners, variation selectors and the like: nothing to draw, and no font has them.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const charSets = new WeakMap<PDFFont, Set<number>>();

/**
 * `value` as `font` can draw it: composed (NFC), line breaks and tabs as spaces, a letter the font
 * lacks without its accent when that helps, and MISSING_GLYPH for anything else (an emoji, a
 * Chinese name) instead of an invisible or broken glyph.
 */
export function printable(font: PDFFont, value: string): string {
  let known = charSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charSets.set(font, known);
  }
  const has = (char: string) => known.has(char.codePointAt(0)!);
  const text = value.normalize('NFC').replace(INVISIBLE, '').replace(/\s/g, ' ');
  return Array.from(text, (char) => {
    if (has(char)) return char;
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
    return plain && Array.from(plain).every(has) ? plain : MISSING_GLYPH;
  }).join('');
}
