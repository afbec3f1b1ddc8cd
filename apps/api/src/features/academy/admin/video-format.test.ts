import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectVideoType, readVideoDuration } from './video-format.ts';

const webm = fs.readFileSync(
  new URL('../../../../media/academy/videos/lecture-2.webm', import.meta.url),
);

/** The start of an MP4: an ftyp box, then a moov box holding a version-0 movie header. */
function mp4(timescale: number, duration: number) {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 16]),
    Buffer.from('ftypisom'),
    Buffer.alloc(4),
  ]);
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  mvhd.writeUInt32BE(timescale, 20);
  mvhd.writeUInt32BE(duration, 24);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 116]), Buffer.from('moov'), mvhd]);
  return { head: ftyp, withMoov: Buffer.concat([ftyp, moov]), moov };
}

describe('lecture video files', () => {
  it('recognises WebM, MP4 and Ogg by their first bytes, and nothing else', () => {
    expect(detectVideoType(webm)).toBe('webm');
    expect(detectVideoType(mp4(1000, 1).head)).toBe('mp4');
    expect(detectVideoType(Buffer.from('OggS\0\x02rest'))).toBe('ogv');
    expect(detectVideoType(Buffer.from('<html><script>'))).toBeUndefined();
    expect(detectVideoType(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads the duration of a WebM file from its header', () => {
    expect(readVideoDuration('webm', webm, Buffer.alloc(0))).toBe(4);
  });

  it('reads the duration of an MP4 whose movie header is at the start or at the end', () => {
    const file = mp4(600, 600 * 95);
    expect(readVideoDuration('mp4', file.withMoov, Buffer.alloc(0))).toBe(95);
    expect(readVideoDuration('mp4', file.head, file.moov)).toBe(95);
  });

  it('says nothing when the header does not tell, or tells nonsense', () => {
    expect(readVideoDuration('mp4', mp4(1000, 1).head, Buffer.alloc(0))).toBeUndefined();
    expect(readVideoDuration('ogv', Buffer.from('OggS'), Buffer.alloc(0))).toBeUndefined();
    expect(readVideoDuration('mp4', mp4(0, 5).withMoov, Buffer.alloc(0))).toBeUndefined();
    expect(readVideoDuration('webm', webm.subarray(0, 40), Buffer.alloc(0))).toBeUndefined();
  });
});
