import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile, withOmittedRequests } from './latency.mjs';

/**
 * CPU time (user + system, all threads) a process has used so far, in ms: from /proc on Linux,
 * undefined elsewhere. Clock ticks are 10 ms; over a 10 s run that is about 1% of the figure.
 */
function cpuMsOf(pid) {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

const RATE = 200;
const CONNECTIONS = 10;
/** How often each connection sends a request at RATE, in ms. */
export const INTERVAL_MS = (1000 * CONNECTIONS) / RATE;

/**
 * Runs of `duration` seconds at 200 requests/s of one kind of request. @returns autocannon's
 * result and the latency of every 2xx response, in ms. autocannon's own latency figures are not
 * used: it corrects them for coordinated omission with a 1 ms interval (see latency.mjs).
 * autocannon paces each connection by the second (its 20 requests go one after another from the
 * start of each second), so the server sees ten requests at once for part of every second; the
 * baseline and the app get the same load.
 */
function loadOf(url, { method = 'GET', headers = {}, body } = {}) {
  const request = {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    // A fresh body per request, so every write is a real insert, not a duplicate.
    ...(body ? { setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) } : {}),
  };
  return async (duration) => {
    const latencies = [];
    const run = autocannon({
      url,
      duration,
      overallRate: RATE,
      connections: CONNECTIONS,
      ignoreCoordinatedOmission: true,
      requests: [request],
    });
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    return { result: await run, latencies };
  };
}

/** `seconds` of the same load as `measure`, unmeasured: to bring a just-started server to speed. */
export async function warmUp(url, request, seconds) {
  await loadOf(url, request)(seconds);
}

/**
 * p99 at 200 requests/s for 10 s (after 2 s of warm-up) of one kind of request, and, given the
 * server's `pid`, the CPU time it spent per request: p99 on a shared two-core machine is mostly
 * queueing behind whatever else runs, while CPU per request is the work the code does.
 */
export async function measure(url, request, pid) {
  const run = loadOf(url, request);
  await run(2);
  const cpuBefore = pid && cpuMsOf(pid);
  const { result, latencies } = await run(10);
  const cpuAfter = pid && cpuMsOf(pid);
  return {
    // No 2xx response at all: no latency to report, and the errors say why.
    p99: latencies.length
      ? percentile(withOmittedRequests(latencies, INTERVAL_MS), 99)
      : Number.POSITIVE_INFINITY,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}
