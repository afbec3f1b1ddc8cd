/** See latency.mjs. */
export function percentile(values: readonly number[], p: number): number;
export function withOmittedRequests(latencies: readonly number[], intervalMs: number): number[];
