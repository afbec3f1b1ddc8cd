import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// Evidence files as reporters' devices make them, with the hidden details TrustLink removes.

/** A phone photo: GPS position, device and author in its EXIF, turned by its orientation tag. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phonemaker', Model: 'Pocket 12', Artist: 'Imogen Whistler' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '53/1 48/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '1/1 32/1 0/1',
      },
    })
    .toBuffer();
}

/** A PDF whose Info dictionary and XMP packet name its author and the tool that made it. */
export async function pdfWithAuthor(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Minutes of the May meeting', { x: 10, y: 100, size: 10 });
  pdf.setAuthor('Imogen Whistler');
  pdf.setCreator('Imogen laptop word processor');
  pdf.setTitle('Minutes');
  const xmp = pdf.context.stream(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Imogen Whistler</dc:creator></x:xmpmeta>',
    { Type: 'Metadata', Subtype: 'XML' },
  );
  pdf.catalog.set(pdf.context.obj('Metadata'), pdf.context.register(xmp));
  return Buffer.from(await pdf.save());
}

/** A Word document whose properties name its author, last editor and company. */
export function docxWithAuthor(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      'word/document.xml': strToU8(
        '<w:document><w:body>The spill happened at 2 am.</w:body></w:document>',
      ),
      'docProps/core.xml': strToU8(
        '<cp:coreProperties><dc:creator>Imogen Whistler</dc:creator><cp:lastModifiedBy>Imogen Whistler</cp:lastModifiedBy></cp:coreProperties>',
      ),
      'docProps/app.xml': strToU8(
        '<Properties><Application>Word</Application><Company>Northwind Foods</Company><Manager>Sam Carter</Manager></Properties>',
      ),
    }),
  );
}

/** A zip of 101 MB of zeros: about 100 KB uploaded, declaring more than the 100 MB allowed. */
export function zipBomb(): Buffer {
  return Buffer.from(zipSync({ 'zeros.bin': new Uint8Array(101 * 1024 * 1024) }));
}

/** Printable characters that never spell a PDF keyword (xref, trailer), object header or comment. */
const JUNK_CHARACTERS = Buffer.from(
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
    .filter((c) => !/[0-9%xts]/.test(c))
    .join(''),
);

/**
 * A file that only claims to be a PDF: random printable bytes after the header. pdf-lib's
 * recovery scan on it grows faster than its size (5 MB took 41 s here). None of the bytes can
 * start something pdf-lib would stop its scan at, so it never ends early.
 */
export function junkPdf(size = 5 * 1024 * 1024): Buffer {
  const junk = randomBytes(size).map((byte) => JUNK_CHARACTERS[byte % JUNK_CHARACTERS.length]!);
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), junk]);
}
