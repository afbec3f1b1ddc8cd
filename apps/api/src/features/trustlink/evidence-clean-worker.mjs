// The one place PDFs and Office files are rewritten without their hidden details, run in a
// worker thread by evidence-clean-pool.ts: pdf-lib and fflate work synchronously, and pdf-lib's
// recovery scan on a file that only claims to be a PDF can run for minutes, so on the main thread
// one upload would stall the whole server. Plain JavaScript because Node 20 runs no TypeScript
// in a worker (Vitest transforms only the main thread's modules); build.mjs copies this file
// beside dist/main.js, so `new URL('./evidence-clean-worker.mjs', import.meta.url)` finds it both
// in src/ and in the bundle.
import { strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';

/** @param {Uint8Array} bytes */
async function pdfWithoutMetadata(bytes) {
  // updateMetadata: false, or pdf-lib would write its own producer and dates into the copy.
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = pdf;
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  const metadata = PDFName.of('Metadata');
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    if (dict.get(PDFName.of('Type')) === metadata) context.delete(ref);
    else dict.delete(metadata);
  }
  return pdf.save({ useObjectStreams: false });
}

const EMPTY_CORE_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"' +
  ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>';
const EMPTY_CUSTOM_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties"' +
  ' xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';
/** Elements of docProps/app.xml that name people or organisations. */
const APP_PERSONAL =
  /<(Company|Manager|HyperlinkBase)>[\s\S]*?<\/\1>|<(Company|Manager|HyperlinkBase)\/>/g;

/** @param {Uint8Array} bytes */
function officeWithoutMetadata(bytes) {
  const files = unzipSync(bytes);
  if (files['docProps/core.xml']) files['docProps/core.xml'] = strToU8(EMPTY_CORE_PROPERTIES);
  if (files['docProps/custom.xml']) files['docProps/custom.xml'] = strToU8(EMPTY_CUSTOM_PROPERTIES);
  const app = files['docProps/app.xml'];
  if (app)
    files['docProps/app.xml'] = strToU8(new TextDecoder().decode(app).replace(APP_PERSONAL, ''));
  return zipSync(files, { level: 6 });
}

/**
 * Piscina's task: the clean copy, or a rejection when the file cannot be read as its kind.
 * @param {{ kind: 'pdf' | 'office', bytes: Uint8Array }} task
 * @returns {Promise<Uint8Array>}
 */
export default async function clean({ kind, bytes }) {
  if (kind === 'pdf') return pdfWithoutMetadata(bytes);
  if (kind === 'office') return officeWithoutMetadata(bytes);
  throw new Error(`no cleaner for ${kind}`);
}
