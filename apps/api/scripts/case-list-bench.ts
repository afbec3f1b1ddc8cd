// The staff case list under load: seeds CASES sealed TrustLink cases (bulk insert) into a scratch
// PostgreSQL database (or in-memory PGlite with --pglite), serves the app on PORT and measures over
// HTTP: the list's p50/p95 across filters, sorts and pages, /api/health alone, and /api/health
// while 10 staff load the list at once. Run: npx tsx apps/api/scripts/case-list-bench.ts
//   TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), CASES (10000),
//   PORT (4622). The scratch database is dropped at the end.
import { fork } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createScratchDatabase, createTestApp } from '../src/test/app.ts';
import { seedCases } from '../src/test/seed-cases.ts';
import { staffWithSession } from '../src/test/staff.ts';
import { percentile } from '../../../scripts/perf/latency.mjs';

const CASES = Number(process.env.CASES ?? 10_000);
const PORT = Number(process.env.PORT ?? 4622);
const PARALLEL = 10;
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const onPglite = process.argv.includes('--pglite');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;

const defaultQueries = [
  '',
  '?page=2',
  '?page=200',
  '?status=new',
  '?overdue=true',
  '?overdue=true&page=5',
  '?sort=oldest',
  '?sort=deadline',
  '?priority=High&interactionType=Social',
  '?assigned=none&status=under_investigation',
  '?q=TL-000042',
];
/** BENCH_QUERIES="'' ?page=2": other query strings, separated by spaces ('' for none). */
const queries = process.env.BENCH_QUERIES
  ? process.env.BENCH_QUERIES.split(' ').map((q) => (q === "''" ? '' : q))
  : defaultQueries;

/** A child process running PARALLEL list loops until stopped; resolves their times (ms). */
function startLoaders(base: string, cookie: string) {
  const script = `
    const [base, cookie, parallel, queries] = [process.argv[1], process.argv[2], Number(process.argv[3]), JSON.parse(process.argv[4])];
    const times = [];
    let running = true;
    process.on('message', () => { running = false; });
    const loop = async (k) => {
      for (let i = k; running; i += 1) {
        const start = performance.now();
        const r = await fetch(base + '/api/admin/trustlink/cases' + queries[i % queries.length], { headers: { cookie } });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error('list ' + r.status);
        times.push(performance.now() - start);
      }
    };
    Promise.all(Array.from({ length: parallel }, (_, k) => loop(k))).then(() => process.send(times, () => process.exit(0)));
  `;
  const child = fork('-e', [script, base, cookie, String(PARALLEL), JSON.stringify(queries)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const done = new Promise<number[]>((resolve, reject) => {
    child.once('message', (times) => resolve(times as number[]));
    child.once('error', reject);
  });
  return {
    stop: () => {
      child.send('stop');
      return done;
    },
  };
}

const scratch = onPglite ? undefined : await createScratchDatabase(serverUrl);
const app = await createTestApp({}, scratch ? { databaseUrl: scratch.url } : {});
try {
  const seedStart = performance.now();
  await seedCases(app.db, app.config, CASES);
  const seedMs = performance.now() - seedStart;
  const { cookie } = await staffWithSession(app, 'case_handler');

  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;

  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - start;
  };
  const list = (i: number) =>
    timed(`/api/admin/trustlink/cases${queries[i % queries.length]}`, { cookie });

  for (let i = 0; i < 20; i += 1) await list(i); // warm-up
  const cpuBefore = process.cpuUsage();
  const listTimes: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (let i = 0; i < ROUNDS; i += 1) {
    const ms = await list(i);
    listTimes.push(ms);
    const key = queries[i % queries.length] || '(none)';
    byQuery.set(key, [...(byQuery.get(key) ?? []), ms]);
  }
  const cpu = process.cpuUsage(cpuBefore);
  // CPU of this process (server and its HTTP client) per list request: what blocks the event loop,
  // and far less sensitive than wall time to other work on a shared machine.
  const cpuPerList = (cpu.user + cpu.system) / 1000 / ROUNDS;
  const dashboardTimes: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    dashboardTimes.push(await timed('/api/admin/trustlink/dashboard', { cookie }));
  }
  const healthAlone: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) healthAlone.push(await timed('/api/health'));

  // Ten staff loading the list over and over (from another process, as browsers would be) while
  // /api/health is asked from here.
  const loaders = startLoaders(base, cookie);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const healthUnderLoad: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) healthUnderLoad.push(await timed('/api/health'));
  const parallelList = await loaders.stop();

  console.log(`Case list benchmark on ${onPglite ? 'PGlite (in memory)' : 'PostgreSQL'}`);
  console.log(
    `  load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(`  seeded ${CASES} sealed cases in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`  list, one at a time:            ${summary(listTimes)}`);
  console.log(`  list, CPU of this process per request: ${cpuPerList.toFixed(1)} ms`);
  for (const [query, times] of byQuery) console.log(`    ${query.padEnd(44)} ${summary(times)}`);
  console.log(`  dashboard, one at a time:       ${summary(dashboardTimes)}`);
  console.log(`  /api/health alone:              ${summary(healthAlone)}`);
  console.log(`  /api/health, ${PARALLEL} lists loading: ${summary(healthUnderLoad)}`);
  console.log(`  list, ${PARALLEL} at once:              ${summary(parallelList)}`);
} finally {
  await app.close();
  await scratch?.drop();
}
