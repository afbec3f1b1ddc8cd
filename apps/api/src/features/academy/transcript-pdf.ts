import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, printable } from '../../pdf/unicode-fonts.ts';
import { verificationUrl } from './certificates.ts';
import type { Transcript } from './transcript.ts';

// The CPD transcript as an A4 portrait PDF: the learner, the year, one line per certificate
// (course, field, hours, issue date, ID and where to verify it) and the total.

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 50;
const green = rgb(0.06, 0.35, 0.24);
const muted = rgb(0.38, 0.42, 0.45);

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

const hours = (value: number) => `${value} ${value === 1 ? 'hour' : 'hours'}`;

/** @returns the PDF's bytes. */
export async function renderTranscriptPdf(
  transcript: Transcript,
  issuer: string,
  publicUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`CPD transcript ${transcript.year}: ${transcript.learnerName}`);
  pdf.setAuthor(issuer);
  pdf.setCreator(issuer);
  const { sans, sansBold } = await embedFonts(pdf, ['sans', 'sansBold']);
  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  // One paragraph, wrapped at the margin; a new page when the page is full.
  const line = (text: string, size: number, bold = false, color = rgb(0.12, 0.14, 0.16)) => {
    const font = bold ? sansBold : sans;
    const words = printable(font, text).split(' ');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > WIDTH - 2 * MARGIN) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    lines.push(current);
    for (const printed of lines) {
      if (y < MARGIN + size) {
        page = pdf.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      page.drawText(printed, { x: MARGIN, y, size, font, color });
      y -= size * 1.5;
    }
  };

  line(issuer, 11, true, green);
  line(`CPD transcript ${transcript.year}`, 22, true);
  line(transcript.learnerName, 14);
  line(`Prepared on ${longDate(new Date())}`, 9, false, muted);
  y -= 10;
  if (transcript.rows.length === 0) line('No certificates were issued in this year.', 11);
  for (const row of transcript.rows) {
    const field = row.fieldOfStudy ? `, ${row.fieldOfStudy}` : '';
    line(row.courseName, 11, true);
    line(`${hours(row.cpdHalfHours / 2)}${field}; issued ${longDate(row.issuedAt)}`, 10);
    line(`Certificate ${row.id}: ${verificationUrl(publicUrl, row.id)}`, 8, false, muted);
    y -= 6;
  }
  y -= 6;
  line(`Total: ${hours(transcript.totalHours)} of CPD in ${transcript.year}`, 13, true, green);
  line('Each certificate can be checked at its verification address.', 9, false, muted);
  return pdf.save();
}
