import autocannon from 'autocannon';

/** p99 at 200 requests/s for 10 s (after 2 s of warm-up) of one kind of request. */
export async function measure(url, { method = 'GET', headers = {}, body } = {}) {
  const request = {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    // A fresh body per request, so every write is a real insert, not a duplicate.
    ...(body ? { setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) } : {}),
  };
  const run = (duration) =>
    autocannon({ url, duration, overallRate: 200, connections: 10, requests: [request] });
  await run(2);
  const result = await run(10);
  return {
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}
