import { describe, expect, it } from 'vitest';
import { cleanFileName } from './evidence-file-name.ts';
import { evidenceContentType } from './evidence-type.ts';

const cfb = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600),
]);
const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), frame, frame]);
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(100),
]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(40),
]);

describe('evidence kinds, by content', () => {
  it('accepts PDF, images, Office, plain text, audio and video', async () => {
    expect(await evidenceContentType(Buffer.from('%PDF-1.7\n%%EOF'), 'a.pdf')).toBe(
      'application/pdf',
    );
    expect(await evidenceContentType(png, 'photo.png')).toBe('image/png');
    expect(await evidenceContentType(cfb, 'minutes.doc')).toBe('application/msword');
    expect(
      await evidenceContentType(Buffer.from('Notes: café, 5 < 6.\nSecond line'), 'n.txt'),
    ).toBe('text/plain; charset=utf-8');
    expect(await evidenceContentType(mp3, 'call.mp3')).toBe('audio/mpeg');
    expect(await evidenceContentType(mp4, 'clip.mp4')).toBe('video/mp4');
  });

  it('refuses executables, archives, markup and binary junk whatever their name', async () => {
    const refused: [Buffer, string][] = [
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]), 'invoice.pdf'],
      [cfb, 'setup.msi'],
      [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]), 'files.zip'],
      [Buffer.from('<html><body>hi</body></html>'), 'page.txt'],
      [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg'],
      [Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff]), 'data.txt'],
    ];
    for (const [bytes, name] of refused)
      expect(await evidenceContentType(bytes, name), name).toBeUndefined();
  });

  it('keeps only a plain file name', () => {
    expect(cleanFileName('C:\\Users\\me\\report "final".pdf')).toBe('report final.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('evidence');
  });
});
