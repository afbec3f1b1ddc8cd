// `npm run perf [-- /route ... | --all-public] [--runs N] [--api-only | --web-only]`: Lighthouse
// (mobile, default throttling, median of three runs) on the given routes (default /; --all-public:
// the main public pages, one of each kind) and on a bare React Router page built with the same toolchain
// (scripts/perf/bare-page.mjs), each route's first-load script (gzip, everything fetched before
// the page is idle) and main-thread breakdown, as ratios to the bare page; and API latency
// at 200 requests/s with autocannon, as a ratio to a bare Fastify baseline doing the same database
// work (scripts/perf-baseline.mjs), printed as tables against the budgets.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDist, chromiumHelp, ensureBuilt, findChromium, root, webDist } from './lib.mjs';
import { printTrustlink, trustlinkLatency } from './perf-trustlink.mjs';
import { apiLatency } from './perf/api-latency.mjs';
import { bareDist, ensureBarePage, serveBarePage } from './perf/bare-page.mjs';
import { firstLoadSize } from './perf/first-load-size.mjs';
import { auditMedian } from './perf/lighthouse-audit.mjs';
import { printApi } from './perf/print-api.mjs';
import { printRoutes } from './perf/print-routes.mjs';
import { publicRoutes } from './perf/public-routes.mjs';
import { waitForServer } from './perf/wait-for-server.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (process.argv.includes('--all-public')) routes.push(...publicRoutes);
if (routes.length === 0) routes.push('/');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const apiOnly = process.argv.includes('--api-only');
const webOnly = process.argv.includes('--web-only');
const port = Number(process.env.PERF_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const baselinePort = port + 1;
const admin = { email: 'perf-admin@example.org', password: randomBytes(12).toString('hex') };
// The baseline's own staff session (scripts/perf-baseline.mjs), for the signed-in comparisons.
const baselineSession = randomBytes(32).toString('base64url');

const chromePath = apiOnly ? undefined : await findChromium();
if (!apiOnly && !chromePath) {
  console.error(chromiumHelp);
  process.exit(1);
}
await ensureBuilt();
if (!apiOnly) await ensureBarePage();

const dataDir = mkdtempSync(join(tmpdir(), 'verdantia-perf-'));
const server = spawn(process.execPath, [apiDist], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    FORM_RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_MAX: '1000000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // TrustLink's measurement sends each request as its own forwarded client.
    TRUST_PROXY: 'loopback',
  },
});
const baseline = spawn(process.execPath, [join(root, 'scripts/perf-baseline.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(baselinePort), PERF_SESSION_TOKEN: baselineSession },
});
const exited = (child) => new Promise((resolve) => child.once('exit', resolve));
try {
  await waitForServer(`${base}/api/health`);
  await waitForServer(`http://127.0.0.1:${baselinePort}/list`);
  if (!apiOnly) {
    const barePage = await serveBarePage();
    let bare;
    try {
      bare = {
        route: 'bare React Router',
        ...(await auditMedian(barePage.url, chromePath, bareDist, runs)),
      };
    } finally {
      await barePage.close();
    }
    const rows = [];
    for (const route of routes) {
      console.log(`auditing ${route} (${runs} runs)...`);
      rows.push({
        route,
        ...(await auditMedian(`${base}${route}`, chromePath, webDist, runs)),
        cssKb: firstLoadSize(route).cssKb,
      });
    }
    printRoutes(rows, bare);
    // The full figures (per-script sizes and main-thread times) for comparing before and after.
    mkdirSync(join(root, 'perf-report'), { recursive: true });
    const report = join(
      root,
      'perf-report',
      `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(report, JSON.stringify({ bare, rows }, null, 2));
    console.log(`\nfull figures: ${report}`);
  }
  if (!webOnly) {
    // TrustLink's submissions first: the signed-in case list is then measured on their cases.
    const trustlink = await trustlinkLatency(base);
    printApi(
      await apiLatency({
        base,
        baselinePort,
        baselineSession,
        admin,
        pids: { server: server.pid, baseline: baseline.pid },
      }),
    );
    await assistantCost();
    printTrustlink(trustlink);
  }
} finally {
  const stopped = Promise.all([exited(server), exited(baseline)]);
  server.kill('SIGTERM');
  baseline.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

/** The assistant's index build and p95 answer time, in-process (apps/api/scripts/assistant-perf.ts). */
async function assistantCost() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/scripts/assistant-perf.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await exited(child);
}
