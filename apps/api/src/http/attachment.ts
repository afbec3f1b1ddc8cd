import { create } from 'content-disposition';

/**
 * `Content-Disposition: attachment` for a file name in any alphabet (RFC 6266: an ASCII
 * fallback and a UTF-8 filename*), so quotes or line breaks in a name cannot break the header.
 */
export const attachment = (fileName: string) => create(fileName, { type: 'attachment' });
