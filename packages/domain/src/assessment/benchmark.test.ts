import { describe, expect, it } from 'vitest';
import { percentileRank } from './benchmark.ts';
import { formatChange, pillarTrend } from './trend.ts';

describe('the benchmark percentile', () => {
  it('needs at least 10 peers', () => {
    expect(percentileRank({ peers: 9, below: 9, equal: 0 })).toBeNull();
    expect(percentileRank({ peers: 0, below: 0, equal: 0 })).toBeNull();
  });

  it('counts the peers below and half of those level', () => {
    // 10 peers: 6 lower, 2 level: (6 + 1) / 10 = 70th percentile.
    expect(percentileRank({ peers: 10, below: 6, equal: 2 })).toBe(70);
    expect(percentileRank({ peers: 10, below: 0, equal: 0 })).toBe(0);
    expect(percentileRank({ peers: 12, below: 12, equal: 0 })).toBe(100);
    // 11 peers, 3 lower, 1 level: 3.5 / 11 = 31.8, shown as 32.
    expect(percentileRank({ peers: 11, below: 3, equal: 1 })).toBe(32);
  });
});

describe('the trend', () => {
  it('gives the change per pillar, and none where a side has no score', () => {
    const current = [
      { id: 'environment', title: 'Environment', score: 60, answered: 8, questions: 8 },
      { id: 'social', title: 'Social', score: null, answered: 3, questions: 7 },
      { id: 'data', title: 'Data', score: 40, answered: 8, questions: 8 },
    ] as const;
    const trend = pillarTrend(current as never, { environment: 45, social: 50, data: 50 });
    expect(trend.map((t) => [t.id, t.change])).toEqual([
      ['environment', 15],
      ['social', null],
      ['data', -10],
    ]);
    expect(trend.map((t) => formatChange(t.change))).toEqual(['+15', 'not comparable', '−10']);
  });
});
