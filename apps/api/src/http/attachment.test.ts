import { describe, expect, it } from 'vitest';
import { attachment } from './attachment.ts';

describe('attachment', () => {
  it('keeps a plain name, and gives any other an ASCII fallback and the UTF-8 name', () => {
    expect(attachment('minutes.pdf')).toBe('attachment; filename=minutes.pdf');
    const polish = attachment('Zażółć "gęślą" jaźń.pdf');
    expect(polish).toMatch(/^attachment; filename="Za\?\?\?\? \\"g\?\?l\?\\" ja\?\?\.pdf"; /);
    expect(polish).toContain("filename*=UTF-8''Za%C5%BC%C3%B3%C5%82%C4%87");
  });

  it('cannot be broken by a line break or a quote in the name', () => {
    const header = attachment('a"\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename=')).toBe(true);
  });
});
