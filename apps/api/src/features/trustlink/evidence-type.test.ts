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

  it('keeps forwarded e-mails, saved pages, notes, tables, Outlook messages and zips', async () => {
    const text = 'text/plain; charset=utf-8';
    const html = Buffer.from('<!doctype html><html><body><script>x()</script></body></html>');
    const kinds: [Buffer, string, string][] = [
      [
        Buffer.from('From: a@example.org\r\nSubject: Spill\r\n\r\n<p>Hi</p>'),
        'fw.eml',
        'message/rfc822',
      ],
      [html, 'saved page.html', 'text/html; charset=utf-8'],
      [html, 'page.txt', text],
      [
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.svg',
        text,
      ],
      [Buffer.from('# Notes\n- first'), 'notes.md', 'text/markdown; charset=utf-8'],
      [Buffer.from('date,amount\n2025-03-01,40'), 'ledger.csv', 'text/csv; charset=utf-8'],
      [cfb, 'forwarded.msg', 'application/vnd.ms-outlook'],
      [
        Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]),
        'files.zip',
        'application/zip',
      ],
    ];
    for (const [bytes, name, type] of kinds) {
      expect(await evidenceContentType(bytes, name), name).toBe(type);
    }
  });

  it('refuses executables and binary junk whatever their name', async () => {
    const refused: [Buffer, string][] = [
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]), 'invoice.pdf'],
      [cfb, 'setup.msi'],
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
