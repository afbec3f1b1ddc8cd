import fontkit from '@foliojs-fork/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts, MISSING_GLYPH, printable } from './unicode-fonts.ts';

/** The font programs embedded in a saved PDF (FontFile2 streams), as fontkit fonts. */
async function embeddedFonts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const fonts = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream)
      fonts.push(fontkit.create(Buffer.from(decodePDFRawStream(file).decode())));
  }
  return fonts;
}

describe('unicode fonts', () => {
  it('keeps Latin, Greek and Cyrillic letters and replaces what no font has', async () => {
    const doc = await PDFDocument.create();
    const { sans } = await embedFonts(doc, ['sans']);
    expect(printable(sans, 'Łukasz Żółkiewski')).toBe('Łukasz Żółkiewski');
    expect(printable(sans, 'Ανδρέας · Сергей · Dvořák')).toBe('Ανδρέας · Сергей · Dvořák');
    expect(printable(sans, 'Zoe\u0308')).toBe('Zoë');
    expect(printable(sans, 'A\tB\nC')).toBe('A B C');
    expect(printable(sans, '東京 👍🏽 ❤️')).toBe(
      `${MISSING_GLYPH}${MISSING_GLYPH} ${MISSING_GLYPH}${MISSING_GLYPH} ${MISSING_GLYPH}`,
    );
  });

  // Text extraction cannot see a broken subset (the letters are there, drawn blank): look at the
  // glyph outlines themselves.
  it('embeds a subset whose letters all have outlines', async () => {
    const doc = await PDFDocument.create();
    const { serifBold } = await embedFonts(doc, ['serifBold']);
    const text = printable(serifBold, 'Certificate Łukasz Ανδρέας Сергей');
    doc.addPage().drawText(text, { x: 10, y: 10, size: 12, font: serifBold });
    const bytes = await doc.save();
    expect(bytes.length).toBeLessThan(60_000);
    const [subset] = await embeddedFonts(bytes);
    // At least .notdef, the space and one glyph per distinct letter (accents may add parts).
    expect(subset!.numGlyphs).toBeGreaterThanOrEqual(new Set(text).size + 1);
    const blank = Array.from({ length: subset!.numGlyphs }, (_, id) => subset!.getGlyph(id)).filter(
      (glyph) => !(glyph.path.bbox.width > 0),
    );
    expect(blank).toHaveLength(1); // the space
  });
});
