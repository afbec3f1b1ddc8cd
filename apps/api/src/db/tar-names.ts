// PGlite's dumpDataDir names every entry from the root ("/base/1/..."): `tar` then warns about
// absolute names (and would write to / without its default protection). The names are rewritten
// relative here; PGlite's own loader joins them to its data folder either way.

const BLOCK = 512;

/** Reads a NUL- or space-terminated octal number field of a tar header. */
function octal(header: Buffer, start: number, length: number): number {
  const text = header.toString('ascii', start, start + length).replace(/[\0 ].*$/s, '');
  return text ? parseInt(text, 8) : 0;
}

/** Drops the leading slashes of a NUL-padded text field in place. */
function stripLeadingSlashes(header: Buffer, start: number, length: number): boolean {
  const field = header.subarray(start, start + length);
  let skip = 0;
  while (skip < field.length && field[skip] === 0x2f) skip += 1;
  if (skip === 0) return false;
  const rest = Buffer.from(field.subarray(skip));
  field.fill(0);
  rest.copy(field);
  return true;
}

/** A copy of an uncompressed tar archive whose entry names are relative. */
export function withRelativeNames(archive: Uint8Array): Buffer {
  const tar = Buffer.from(archive);
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const ustar = header.toString('ascii', 257, 262) === 'ustar';
    const prefixed = ustar && header[345] !== 0;
    const changed = prefixed
      ? stripLeadingSlashes(header, 345, 155)
      : stripLeadingSlashes(header, 0, 100);
    if (changed) {
      header.fill(0x20, 148, 156); // the checksum counts its own field as spaces
      const sum = header.reduce((total, byte) => total + byte, 0);
      header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    }
    const size = octal(header, 124, 12);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return tar;
}
