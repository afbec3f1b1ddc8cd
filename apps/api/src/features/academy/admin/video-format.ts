import type { LectureVideoExtension } from '@verdantia/domain';

// What a lecture video is (by its first bytes, never by its name or the browser's word) and how
// long it runs (read from the container's header, so editors need not type it). Only the first
// and last megabyte are looked at: MP4 keeps its `moov` box at either end, WebM its Info near
// the start.

/** The container, or undefined when the bytes are not a video we accept. */
export function detectVideoType(head: Buffer): LectureVideoExtension | undefined {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return 'ogv';
  return undefined;
}

/** MP4: the movie header's duration ÷ its time scale. */
function mp4Duration(bytes: Buffer): number | undefined {
  for (let at = bytes.indexOf('mvhd', 0, 'latin1'); at >= 0;) {
    const version = bytes[at + 4];
    const body = at + 8;
    const [scale, duration] =
      version === 1
        ? bytes.length >= body + 28
          ? [bytes.readUInt32BE(body + 16), Number(bytes.readBigUInt64BE(body + 20))]
          : [0, 0]
        : bytes.length >= body + 16
          ? [bytes.readUInt32BE(body + 8), bytes.readUInt32BE(body + 12)]
          : [0, 0];
    if (scale > 0 && duration > 0) return duration / scale;
    at = bytes.indexOf('mvhd', at + 4, 'latin1');
  }
  return undefined;
}

/** Reads an EBML size (a variable-length integer) at `at`: [value, length in bytes]. */
function ebmlSize(bytes: Buffer, at: number): [number, number] | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return [value, length];
}

/** WebM: Segment Info's Duration (a float) × TimecodeScale (nanoseconds, default 1 ms). */
function webmDuration(bytes: Buffer): number | undefined {
  let scale = 1_000_000;
  const scaleAt = bytes.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  if (scaleAt >= 0) {
    const size = ebmlSize(bytes, scaleAt + 3);
    if (size && size[0] <= 8) {
      const start = scaleAt + 3 + size[1];
      if (start + size[0] <= bytes.length) scale = bytes.readUIntBE(start, Math.min(size[0], 6));
    }
  }
  for (let at = bytes.indexOf(Buffer.from([0x44, 0x89])); at >= 0;) {
    const size = ebmlSize(bytes, at + 2);
    if (size && (size[0] === 4 || size[0] === 8)) {
      const start = at + 2 + size[1];
      if (start + size[0] <= bytes.length) {
        const ticks = size[0] === 4 ? bytes.readFloatBE(start) : bytes.readDoubleBE(start);
        const seconds = (ticks * scale) / 1e9;
        if (Number.isFinite(seconds) && seconds > 0) return seconds;
      }
    }
    at = bytes.indexOf(Buffer.from([0x44, 0x89]), at + 2);
  }
  return undefined;
}

/** Whole seconds (at least 1), or undefined when the header does not say. */
export function readVideoDuration(
  type: LectureVideoExtension,
  head: Buffer,
  tail: Buffer,
): number | undefined {
  const seconds =
    type === 'mp4'
      ? (mp4Duration(head) ?? mp4Duration(tail))
      : type === 'webm'
        ? webmDuration(head)
        : undefined;
  if (seconds === undefined || seconds > 12 * 3600) return undefined;
  return Math.max(1, Math.round(seconds));
}
