import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF answer, whitespace collapsed, as a reader would search it. */
export async function pdfText(data: Uint8Array): Promise<string> {
  const doc = await getDocument({ data, useSystemFonts: true }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  return text.replace(/\s+/g, ' ');
}
