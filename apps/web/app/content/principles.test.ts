import { describe, expect, it } from 'vitest';
import { domains, principleCount, standardCount } from './principles';

describe('principles content', () => {
  it('holds the five domains, fifteen principles numbered 1-15 and 52 standards', () => {
    expect(domains.map((d) => d.numeral)).toEqual(['I', 'II', 'III', 'IV', 'V']);
    expect(domains[0]!.principles).toEqual([]);
    const numbers = domains.flatMap((d) => d.principles.map((p) => p.number));
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(principleCount).toBe(15);
    expect(standardCount).toBe(52);
  });

  it('numbers every standard under its own principle, in order', () => {
    for (const principle of domains.flatMap((d) => d.principles)) {
      expect(principle.standards.map((s) => s.number)).toEqual(
        principle.standards.map((_, i) => `${principle.number}.${i + 1}`),
      );
      const sentences = principle.explanation.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });
});
