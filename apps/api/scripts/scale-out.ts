// `npx tsx apps/api/scripts/scale-out.ts [--report file.json]`: two real server processes on this
// machine's PostgreSQL and Redis and the S3 fake, behind a round-robin proxy, checked as one site:
// sessions, lockouts, files and TrustLink reports cross instances; a daily job runs once; SIGKILL
// of one instance mid-stream loses no acknowledged write; SIGTERM lets a 5 MB upload finish; the
// route fuzz, over HTTP to both instances in turn, gets no 5xx.
// Ports SCALE_OUT_PORT (default 3300) to +2. Removes its processes, database and folders.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startFakeS3 } from '../src/test/fake-s3.ts';
import * as checks from './scale-out/checks.ts';
import { fuzzAcross } from './scale-out/fuzz-across.ts';
import { apiRoot, killInstance, scratchDatabase, startInstance } from './scale-out/instances.ts';
import type { Instance } from './scale-out/instances.ts';
import { startProxy } from './scale-out/proxy.ts';
import { leadsThroughKill, uploadThroughSigterm } from './scale-out/under-fire.ts';

const { values } = parseArgs({ options: { report: { type: 'string' } } });
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.SCALE_OUT_PORT ?? 3300);
const GRACE_MS = 20_000;
const admin = { email: 'scale-admin@example.org', password: randomBytes(12).toString('hex') };

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
const record = (name: string, outcome: { ok: boolean; detail: string }) => {
  results.push({ name, ok: outcome.ok, detail: outcome.detail });
  console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${name}: ${outcome.detail}`);
};

// Bounded: whatever hangs, the run ends (and cleans up) within ten minutes.
const watchdog = setTimeout(() => {
  console.error('scale-out test: no end after 10 minutes; stopping');
  void cleanup().finally(() => process.exit(1));
}, 600_000);

console.log('building the API bundle');
execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
const s3 = await startFakeS3('verdantia-scale-out');
const database = await scratchDatabase(serverUrl);
const dataRoot = mkdtempSync(path.join(tmpdir(), 'verdantia-scale-out-'));
let instances: Instance[] = [];
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;

async function cleanup() {
  await Promise.all(instances.map(killInstance));
  await proxy?.close();
  await s3.stop().catch(() => {});
  await database.drop().catch((error: unknown) => console.error('could not drop', error));
  rmSync(dataRoot, { recursive: true, force: true });
}

try {
  const shared = {
    ...s3.config,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000000',
    FORM_RATE_LIMIT_MAX: '1000000',
    SHUTDOWN_DRAIN_MS: '1500',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SMTP_URL: '',
  };
  console.log('starting instances A and B');
  instances = await Promise.all(
    ['A', 'B'].map((name, i) => {
      const dataDir = path.join(dataRoot, name);
      mkdirSync(dataDir);
      return startInstance(name, port + i, { ...shared, DATA_DIR: dataDir });
    }),
  );
  const [a, b] = instances as [Instance, Instance];
  proxy = await startProxy(port + 2, [a.url, b.url]);

  const session = await checks.sessionAcross(a, b, admin);
  record('a staff session made through A works through B', session);
  record('a lockout counted on A holds on B', await checks.lockoutAcross(a, b, admin));
  record('a file uploaded via A downloads via B', await checks.uploadAcross(a, b, session.cookie));
  record('a TrustLink report sent via A is followed up via B', await checks.trustlinkAcross(a, b));
  record(
    'hostile input to every route through A and B: no 5xx',
    await fuzzAcross(instances, admin),
  );
  // The fuzz may have signed the admin out everywhere: a new session for the checks below.
  const staffCookie = (await checks.signIn(b.url, admin, '192.0.2.12')).cookie;

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ runs: number }>(
    "select runs from scheduled_jobs where name = 'trustlink-retention'",
  );
  await client.end();
  const ranOn = instances.filter((i) =>
    i.lines.some((l) => l.includes('"job":"trustlink-retention"') && l.includes('job ran')),
  );
  record('the daily retention job fired once for two instances', {
    ok: rows[0]?.runs === 1 && ranOn.length === 1,
    detail: `runs recorded ${rows[0]?.runs ?? 0}, ran on ${ranOn.map((i) => i.name).join(', ') || 'none'}`,
  });

  const servedBefore = new Map(proxy.served);
  const load = await leadsThroughKill(proxy.url, a);
  const stored = await checks.storedLeadEmails(b.url, staffCookie);
  const lost = [...load.acknowledged].filter((email) => !stored.has(email));
  const bAfterKill = proxy.served.get(b.url)! - servedBefore.get(b.url)!;
  record('SIGKILL of A mid-stream loses no acknowledged write, and B keeps serving', {
    ok: lost.length === 0 && load.afterKill > 0,
    detail:
      `${load.acknowledged.size} leads acknowledged (${load.beforeKill} before the kill, ` +
      `${load.afterKill} after), ${load.acknowledged.size - lost.length} found, ${lost.length} lost, ` +
      `${load.failed} unanswered or 502; B answered ${bAfterKill} requests during the load`,
  });
  const answered = (i: Instance) => i.lines.filter((l) => l.includes('"responseTime":')).length;
  console.log(
    `requests answered in all: A ${answered(a)}, B ${answered(b)}; ` +
      `of them through the proxy: A ${proxy.served.get(a.url)}, B ${proxy.served.get(b.url)}`,
  );

  const term = await uploadThroughSigterm(b, GRACE_MS);
  record('SIGTERM during a 5 MB TrustLink upload: 2xx, readiness 503, exit 0', {
    ok: term.status === 201 && term.ready === 503 && term.code === 0,
    detail: `upload ${term.status}, readiness meanwhile ${term.ready}, exit ${term.code} ${term.seconds.toFixed(1)} s after SIGTERM (grace ${GRACE_MS / 1000} s)`,
  });
} catch (error) {
  record('the scale-out run', { ok: false, detail: (error as Error).stack ?? String(error) });
  for (const instance of instances) {
    console.log(`last lines of ${instance.name}:\n${instance.lines.slice(-8).join('\n')}`);
  }
} finally {
  await cleanup();
  clearTimeout(watchdog);
}

const failed = results.filter((r) => !r.ok).length;
console.log(`scale-out: ${results.length - failed} passed, ${failed} failed`);
if (values.report) {
  const file = path.resolve(values.report);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, results }),
  );
}
process.exitCode = failed > 0 ? 1 : 0;
