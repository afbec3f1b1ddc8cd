import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('keeps the noun singular for exactly one', () => {
    expect(plural(1, 'section')).toBe('1 section');
    expect(plural(1n, 'record')).toBe('1 record');
  });
  it('adds an s for none and for many', () => {
    expect(plural(0, 'article')).toBe('0 articles');
    expect(plural(12, 'lecture')).toBe('12 lectures');
  });
});
