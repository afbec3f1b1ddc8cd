import { describe, expect, it } from 'vitest';
import { inScopeCases, outOfScopeCases } from './evaluation-set.ts';
import { buildRetrieval } from './retrieval.ts';

const sourceKey = (id: string) => id.replace(/^standard:/, '');

describe('the assistant on its evaluation set', () => {
  const retrieval = buildRetrieval();

  it('cites an expected entry for at least 90 % of the in-scope questions', () => {
    const misses: string[] = [];
    for (const { question, expected } of inScopeCases) {
      const cited = retrieval.search(question).map((doc) => sourceKey(doc.id));
      // A principle cited for a question about its standards counts: its answer lists them.
      const principles = cited.filter((key) => key.startsWith('principle:'));
      const hit = expected.some(
        (want) => cited.includes(want) || principles.includes(`principle:${want.split('.')[0]}`),
      );
      if (!hit)
        misses.push(`${question} -> [${cited.join(', ')}], expected ${expected.join(' or ')}`);
    }
    const rate = (inScopeCases.length - misses.length) / inScopeCases.length;
    console.log(
      `Assistant evaluation: ${(rate * 100).toFixed(1)} % hit rate ` +
        `(${inScopeCases.length - misses.length} of ${inScopeCases.length} questions)` +
        (misses.length ? `\nMissed:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(inScopeCases.length).toBeGreaterThanOrEqual(80);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('cites nothing for questions outside the Standards', () => {
    const answered = outOfScopeCases.filter((question) => retrieval.search(question).length > 0);
    expect(answered).toEqual([]);
  });
});
