import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula, toCsv } from './csv.ts';

describe('the CSV writer of every export', () => {
  it('quotes every cell holding a separator of any locale, a quote or a line break', () => {
    expect(csvCell('Acme, Ltd')).toBe('"Acme, Ltd"');
    expect(csvCell('Acme; Ltd')).toBe('"Acme; Ltd"');
    expect(csvCell('Acme\tLtd')).toBe('"Acme\tLtd"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });

  it('neutralises formula triggers at the start and after any separator inside the cell', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    }
    expect(csvCell('Acme;=HYPERLINK(A1)')).toBe(`"Acme;'=HYPERLINK(A1)"`);
    expect(csvCell('a, +1')).toBe(`"a, '+1"`);
    expect(csvCell('a\n@b')).toBe(`"a\n'@b"`);
    expect(csvCell('a\t-1')).toBe(`"a\t'-1"`);
    expect(csvCell('e-mail: jo@example.org')).toBe('e-mail: jo@example.org');
  });

  it('writes a BOM, commas and CRLF line ends', () => {
    expect(
      toCsv([
        ['A', 'B'],
        ['1;=2', 3],
      ]),
    ).toBe('\uFEFFA,B\r\n"1;\'=2",3\r\n');
  });
});
