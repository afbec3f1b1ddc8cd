/** The value at percentile `p` (0-100) of `values`: the smallest with p% of them at or below it. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The latencies of a run at a fixed rate, with the requests a slow response kept its connection
 * from sending (coordinated omission): a response taking `latency` >= 2 x `intervalMs` stands in
 * for the ones due meanwhile, at latency - interval, latency - 2 x interval ... down to the
 * interval, as HdrHistogram's recordValueWithExpectedInterval counts them.
 *
 * autocannon 9 does this itself with an interval of Math.ceil(1 / rate): seconds used as
 * milliseconds, so 1 ms at any rate above one request a second. A 20 ms response then counts as
 * twenty (20, 19 ... 1 ms), every response as many times as it took milliseconds, and p99
 * becomes a percentile of time spent rather than of requests: one stall that holds ten
 * connections for 40 ms weighs as much as eighty 5 ms requests. measure.mjs turns that off and
 * corrects here, with the connection's real interval.
 */
export function withOmittedRequests(latencies, intervalMs) {
  const all = [];
  for (const latency of latencies) {
    all.push(latency);
    for (let missing = latency - intervalMs; missing >= intervalMs; missing -= intervalMs)
      all.push(missing);
  }
  return all;
}
