// @foliojs-fork/fontkit ships no types; pdf-lib says what it needs of a font engine.
declare module '@foliojs-fork/fontkit' {
  import type { PDFDocument } from 'pdf-lib';

  const fontkit: Parameters<PDFDocument['registerFontkit']>[0];
  export default fontkit;
}
