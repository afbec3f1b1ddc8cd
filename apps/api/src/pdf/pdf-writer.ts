import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts, printable } from './unicode-fonts.ts';

// A small top-to-bottom writer over pdf-lib: wrapped paragraphs, headings and bars, with new
// pages as needed. Noto Sans covers Latin, Greek and Cyrillic; anything else (an organisation
// name in Chinese, an emoji) is shown as '?' rather than breaking the report.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
export const ink = rgb(0.1, 0.16, 0.14);
export const muted = rgb(0.36, 0.42, 0.4);
export const brand = rgb(0.05, 0.45, 0.36);
export const track = rgb(0.88, 0.92, 0.9);

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string, creator = 'ESG maturity self-assessment'): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator(creator);
    const { sans, sansBold } = await embedFonts(doc, ['sans', 'sansBold']);
    return new PdfWriter(doc, sans, sansBold);
  }

  get width() {
    return A4[0] - 2 * MARGIN;
  }

  /** Both faces hold the same characters, so what the regular one can print the bold can too. */
  safe(text: string): string {
    return printable(this.regular, text);
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(height: number) {
    this.y -= height;
  }

  /** Wrapped text; `indent` shifts it right (for list items). */
  text(
    content: string,
    options: { size?: number; bold?: boolean; color?: typeof ink; indent?: number } = {},
  ) {
    const { size = 10.5, indent = 0, color = ink } = options;
    const font = options.bold ? this.bold : this.regular;
    const lineHeight = size * 1.4;
    for (const line of this.wrap(this.safe(content), font, size, this.width - indent)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
  }

  heading(content: string, size = 14) {
    this.gap(10);
    this.text(content, { size, bold: true, color: brand });
    this.gap(2);
  }

  /** A labelled horizontal bar for a score out of 100. */
  bar(label: string, score: number) {
    const height = 26;
    this.room(height);
    this.y -= height;
    const labelWidth = 190;
    const barWidth = this.width - labelWidth - 50;
    const size = 10.5;
    this.page.drawText(this.safe(label), {
      x: MARGIN,
      y: this.y + 8,
      size,
      font: this.regular,
      color: ink,
    });
    this.page.drawRectangle({
      x: MARGIN + labelWidth,
      y: this.y + 5,
      width: barWidth,
      height: 12,
      color: track,
    });
    this.page.drawRectangle({
      x: MARGIN + labelWidth,
      y: this.y + 5,
      width: (barWidth * score) / 100,
      height: 12,
      color: brand,
    });
    this.page.drawText(`${score}/100`, {
      x: MARGIN + labelWidth + barWidth + 8,
      y: this.y + 8,
      size,
      font: this.bold,
      color: ink,
    });
  }

  private wrap(content: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of content.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
}
