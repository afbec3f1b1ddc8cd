import { describe, expect, it } from 'vitest';
import {
  formatUnicodeRange,
  fileCharacters,
  parseUnicodeRange,
  splitLatinFace,
} from './subset-first-font';

describe("the first font's core subset", () => {
  it('reads a unicode-range with single points, ranges and wildcards', () => {
    const points = parseUnicodeRange('U+??,U+131,U+152-153');
    expect(points.size).toBe(256 + 1 + 2);
    expect(points.has(0xff) && points.has(0x131) && points.has(0x153)).toBe(true);
    expect(points.has(0x130)).toBe(false);
  });

  it('writes code points back as ranges', () => {
    expect(formatUnicodeRange([0x41, 0x42, 0x43, 0x2019, 0xa3])).toBe('U+41-43,U+A3,U+2019');
  });

  it('takes every character of a file, numeric entities decoded', () => {
    const chars = String.fromCodePoint(...fileCharacters('<p>Café £5 &#8217;&#x201E;</p>'));
    expect(chars).toContain('é');
    expect(chars).toContain('£');
    expect(chars).toContain('\u2019');
    expect(chars).toContain('\u201e');
  });

  it('splits the Latin face into the core file and the rest of its range', () => {
    const face =
      '@font-face{font-family:Inter Variable;font-weight:100 900;' +
      'src:url(/assets/inter-latin-wght-normal-AB12.woff2)format("woff2-variations");' +
      'unicode-range:U+20-7E,U+2019}';
    const split = splitLatinFace(face, '/assets/inter-latin-core-XY.woff2', new Set([0x20, 0x41]));
    expect(split).toBe(
      '@font-face{font-family:Inter Variable;font-weight:100 900;' +
        'src:url(/assets/inter-latin-core-XY.woff2)format("woff2-variations");' +
        'unicode-range:U+20,U+41}' +
        '@font-face{font-family:Inter Variable;font-weight:100 900;' +
        'src:url(/assets/inter-latin-wght-normal-AB12.woff2)format("woff2-variations");' +
        'unicode-range:U+21-40,U+42-7E,U+2019}',
    );
  });
});
