import { describe, expect, it } from 'vitest';
import { percentile, withOmittedRequests } from './latency.mjs';

describe('percentile', () => {
  it('is the smallest value with p% of the values at or below it', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i); // 200 ... 1, unsorted
    expect(percentile(values, 99)).toBe(198);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 100)).toBe(200);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe('withOmittedRequests', () => {
  it('keeps responses faster than twice the interval as they are', () => {
    expect(withOmittedRequests([3, 12.5, 99.9], 50)).toEqual([3, 12.5, 99.9]);
  });

  it('adds the requests a slow response held back, one per interval it overran', () => {
    // As HdrHistogram's recordValueWithExpectedInterval(207, 100): 207 and 107.
    expect(withOmittedRequests([207], 100)).toEqual([207, 107]);
    expect(withOmittedRequests([260], 50)).toEqual([260, 210, 160, 110, 60]);
  });

  it('leaves p99 to the requests, not to the milliseconds they took', () => {
    // 1,990 responses of 5 ms and ten of 40 ms (one stall caught ten connections), at 20
    // requests a second per connection: nothing was held back, so p99 is the 1,980th value.
    const run = [...Array(1990).fill(5), ...Array(10).fill(40)];
    expect(percentile(withOmittedRequests(run, 50), 99)).toBe(5);
    // Counted as autocannon 9 counts them (interval 1 ms), the stall decides p99.
    expect(percentile(withOmittedRequests(run, 1), 99)).toBeGreaterThanOrEqual(30);
  });
});
