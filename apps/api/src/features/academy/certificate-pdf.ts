import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedFonts, printable } from '../../pdf/unicode-fonts.ts';
import type { CertificateRow } from './certificates.ts';

// The certificate as an A4 landscape PDF: who, what, when, by whom, its ID, and a QR code with
// the URL of the public verification page. Vector only (the QR code is drawn module by module),
// so it prints sharp at any size and stays small.

const WIDTH = 842;
const HEIGHT = 595;
const green = rgb(0.06, 0.35, 0.24);
const ink = rgb(0.12, 0.14, 0.16);
const muted = rgb(0.38, 0.42, 0.45);
/** The widest a centred line may be: inside the inner border, with a margin. */
const MAX_LINE = WIDTH - 2 * 72;
const LEAF = 'M 0 24 C 0 8 12 0 28 0 C 28 16 20 28 4 28 L 0 32 L -2 30 L 2 26 C 1 25 0 24.5 0 24 Z';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Splits text into lines no wider than `maxWidth` at `size`. */
function wrap(font: PDFFont, value: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function centred(
  page: PDFPage,
  font: PDFFont,
  value: string,
  size: number,
  y: number,
  color = ink,
) {
  const text = printable(font, value);
  // A long name shrinks to fit inside the border rather than running off the page.
  const fitted = Math.min(size, (MAX_LINE * size) / font.widthOfTextAtSize(text, size));
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (WIDTH - width) / 2, y, size: fitted, font, color });
}

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + 4) * cell,
        y: y + size - (row + 5) * cell,
        width: cell,
        height: cell,
        color: ink,
      });
    }
  }
}

/** The certificate's PDF bytes. */
/** "1.5 CPD hours · Field of study: Reporting · Valid until 26 November 2028", or nothing. */
export function creditLine(certificate: CertificateRow): string {
  const parts: string[] = [];
  const hours = certificate.cpdHalfHours / 2;
  if (hours > 0) parts.push(`${hours} CPD ${hours === 1 ? 'hour' : 'hours'}`);
  if (certificate.fieldOfStudy) parts.push(`Field of study: ${certificate.fieldOfStudy}`);
  if (certificate.expiresAt) parts.push(`Valid until ${longDate(certificate.expiresAt)}`);
  return parts.join(' · ');
}

export async function renderCertificatePdf(
  certificate: CertificateRow,
  verificationUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate ${certificate.id}: ${certificate.courseName}`);
  pdf.setAuthor(certificate.issuer);
  pdf.setSubject(`${certificate.learnerName} completed ${certificate.courseName}`);
  pdf.setCreator(certificate.issuer);
  pdf.setCreationDate(certificate.issuedAt);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const { serif, serifBold, sans, sansBold } = await embedFonts(pdf, [
    'serif',
    'serifBold',
    'sans',
    'sansBold',
  ]);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: rgb(0.98, 0.99, 0.97) });
  page.drawRectangle({
    x: 22,
    y: 22,
    width: WIDTH - 44,
    height: HEIGHT - 44,
    borderColor: green,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: WIDTH - 64,
    height: HEIGHT - 64,
    borderColor: green,
    borderWidth: 0.75,
    opacity: 0,
  });
  page.drawSvgPath(LEAF, { x: WIDTH / 2 - 14, y: HEIGHT - 58, color: green, scale: 1 });

  centred(page, sansBold, certificate.issuer.toUpperCase(), 11, HEIGHT - 112, green);
  centred(page, serifBold, 'Certificate of Completion', 38, HEIGHT - 162);
  centred(page, serif, 'This certifies that', 15, HEIGHT - 205, muted);
  centred(page, serifBold, certificate.learnerName, 34, HEIGHT - 250, green);
  page.drawLine({
    start: { x: WIDTH / 2 - 180, y: HEIGHT - 262 },
    end: { x: WIDTH / 2 + 180, y: HEIGHT - 262 },
    thickness: 0.75,
    color: muted,
  });
  centred(page, serif, 'has successfully completed the course', 15, HEIGHT - 292, muted);
  const courseLines = wrap(sansBold, printable(sansBold, certificate.courseName), 20, 600);
  courseLines.slice(0, 3).forEach((line, index) => {
    centred(page, sansBold, line, 20, HEIGHT - 328 - index * 26);
  });
  const afterCourse = HEIGHT - 328 - Math.min(courseLines.length, 3) * 26;
  centred(page, serif, `Completed on ${longDate(certificate.completedAt)}`, 13, afterCourse - 8);
  const credit = creditLine(certificate);
  if (credit) centred(page, sans, printable(sans, credit), 10.5, afterCourse - 30, muted);

  const left = 64;
  const details: Array<[string, string]> = [
    ['Issued by', certificate.issuer],
    ['Issue date', longDate(certificate.issuedAt)],
    ['Certificate ID', certificate.id],
  ];
  details.forEach(([label, value], index) => {
    const y = 118 - index * 26;
    page.drawText(label.toUpperCase(), { x: left, y: y + 10, size: 7.5, font: sans, color: muted });
    page.drawText(printable(sansBold, value), { x: left, y: y - 2, size: 11, font: sansBold });
  });

  const qrSize = 96;
  const qrX = WIDTH - 64 - qrSize;
  drawQr(page, verificationUrl, qrX, 62, qrSize);
  const verify = printable(sans, 'Verify this certificate at');
  page.drawText(verify, { x: qrX - 250, y: 104, size: 8, font: sans, color: muted });
  // The whole address on one line (a reader may type it), as large as fits beside the code.
  const url = printable(sans, verificationUrl);
  const urlSize = Math.min(8, 240 / sans.widthOfTextAtSize(url, 1));
  page.drawText(url, { x: qrX - 250, y: 92, size: urlSize, font: sans, color: ink });
  return pdf.save();
}
