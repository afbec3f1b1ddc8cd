// `npx tsx apps/api/scripts/trustlink-memory.ts`: how much memory anonymous TrustLink traffic
// can add to the server, where a flood of rejected oversized forms must not exhaust it. Starts the built server on the embedded database,
// reads its idle RSS, then sends 90 oversized submissions at once (40 fields of 256 KB and a
// 10 MB file each; half with the file first) and samples the server's RSS until all are answered.
// Prints the growth and exits 1 above 100 MB. Port TRUSTLINK_MEMORY_PORT (default 4612).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot, killInstance, startInstance } from './scale-out/instances.ts';

const port = Number(process.env.TRUSTLINK_MEMORY_PORT ?? 4612);
const PARALLEL = 90;
const LIMIT_MB = 100;
const MB = 1024 * 1024;

/** Resident memory of a process in bytes (Linux). */
const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

function oversizedBody(fileFirst: boolean) {
  const boundary = `----memory-${randomBytes(8).toString('hex')}`;
  const names = ['title', 'interactionDescription', 'reporter', 'involvedPersons', 'remark'];
  const field = (i: number) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${names[i % names.length]}"\r\n\r\n`,
      ),
      Buffer.alloc(256 * 1024, 0x61),
      Buffer.from('\r\n'),
    ]);
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="evidences"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(10 * MB - 9, 0x20),
    Buffer.from('\r\n'),
  ]);
  const fields = Array.from({ length: 40 }, (_, i) => field(i));
  const parts = fileFirst ? [file, ...fields] : [...fields, file];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

function send(body: { payload: Buffer; type: string }): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/stakeholder-interactions',
        headers: { 'content-type': body.type, 'content-length': body.payload.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // The server may answer and close before the whole body is sent: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    request.end(body.payload);
  });
}

console.log('building the API bundle');
execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'verdantia-memory-'));
const instance = await startInstance('memory', port, {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Many clients in the attack: the per-client form limit is not what is measured here.
  FORM_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
});
let exitCode = 1;
try {
  const pid = instance.child.pid!;
  const bodies = [oversizedBody(false), oversizedBody(true)];
  // Warm up (first requests load code), then let the process settle before the idle figure.
  for (const body of bodies) await send(body);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => send(bodies[i % 2]!)),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  const growth = (peak - idle) / MB;
  console.log(
    `idle RSS ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB under ${PARALLEL} parallel oversized submissions: +${growth.toFixed(1)} MB (limit ${LIMIT_MB} MB)`,
  );
  console.log(`answers: ${JSON.stringify(counts)}`);
  exitCode =
    growth <= LIMIT_MB && !answers.some((a) => typeof a === 'number' && a >= 500 && a !== 503)
      ? 0
      : 1;
} finally {
  await killInstance(instance);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
