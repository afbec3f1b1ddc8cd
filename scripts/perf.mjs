// `npm run perf [-- /route ...] [--api-only | --web-only]`: Lighthouse (mobile, default throttling) on the
// given routes (default /), the gzip size of each route's first-load JS and CSS, and API latency
// at 200 requests/s with autocannon, as a ratio to a bare Fastify baseline doing the same database
// work (scripts/perf-baseline.mjs), printed as tables against the budgets.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiDist, chromiumHelp, ensureBuilt, findChromium, root, webDist } from './lib.mjs';
import { printTrustlink, trustlinkLatency } from './perf-trustlink.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/');
const apiOnly = process.argv.includes('--api-only');
const webOnly = process.argv.includes('--web-only');
const port = Number(process.env.PERF_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const baselinePort = port + 1;
const admin = { email: 'perf-admin@example.org', password: randomBytes(12).toString('hex') };
// The baseline's own staff session (scripts/perf-baseline.mjs), for the signed-in comparisons.
const baselineSession = randomBytes(32).toString('base64url');
const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  jsKb: 130,
  cls: 0.05,
  apiRatio: 1.3,
};

const chromePath = apiOnly ? undefined : await findChromium();
if (!apiOnly && !chromePath) {
  console.error(chromiumHelp);
  process.exit(1);
}
await ensureBuilt();

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
    const rows = [];
    for (const route of routes)
      rows.push({ route, ...(await auditWithRetry(route)), ...firstLoadSize(route) });
    printRoutes(rows);
  }
  if (!webOnly) {
    printApi(await apiLatency());
    await assistantCost();
    printTrustlink(await trustlinkLatency(base));
  }
} finally {
  const stopped = Promise.all([exited(server), exited(baseline)]);
  server.kill('SIGTERM');
  baseline.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer(url) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 3 minutes.`);
}

// Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that says nothing
// about the page, so such a run is repeated once in a fresh browser.
async function auditWithRetry(route) {
  const first = await audit(route);
  return first.error && /^NO_(NAVSTART|FCP)\b/.test(first.error) ? audit(route) : first;
}

async function audit(route) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      failing: Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
            a.details?.type !== 'opportunity',
        )
        .map((a) => a.id)
        .slice(0, 8),
    };
  } finally {
    await chrome.kill();
  }
}

/** Gzip size of the JS and CSS a route's prerendered HTML loads before any interaction. */
function firstLoadSize(route) {
  const htmlFile = route === '/' ? join(webDist, 'index.html') : join(webDist, route, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const files = (pattern) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];
  const size = (list) =>
    list.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
      0,
    ) / 1024;
  // Module preload links, script sources, and the addresses the boot script preloads and imports
  // once the first paint is on screen (apps/web/scripts/after-first-paint.ts).
  const js = files(/"(\/assets\/[^"]+\.js)"/g);
  const css = files(/href="(\/assets\/[^"]+\.css)"/g);
  return { jsKb: size(js), cssKb: size(css) };
}

/** p99 at 200 requests/s for 10 s (after 2 s of warm-up) of one kind of request. */
async function measure(url, { method = 'GET', headers = {}, body } = {}) {
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

async function apiLatency() {
  let n = 0;
  const unique = () => `perf-${Date.now().toString(36)}-${n++}@example.org`;
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  const write = { method: 'POST', body: () => ({ email: unique() }) };
  const insert = await measure(`${baselineUrl}/insert`, write);
  const list = await measure(`${baselineUrl}/list`);
  // Back-office routes must check and renew the session on every request; the bare list does
  // not, so they are measured against the same list behind the same session work.
  const signedIn = await measure(`${baselineUrl}/list-signed-in`, {
    headers: { cookie: `staff_session=${baselineSession}` },
  });
  const rows = [
    {
      route: 'POST /api/addLead',
      against: insert,
      ...(await measure(`${base}/api/addLead`, write)),
    },
    {
      route: 'POST /api/submit_contact_form',
      against: insert,
      ...(await measure(`${base}/api/submit_contact_form`, {
        method: 'POST',
        body: () => ({ name: 'Perf Test', companyName: 'Load Ltd', professionalEmail: unique() }),
      })),
    },
    {
      route: 'GET /api/admin/staff (signed in)',
      against: signedIn,
      ...(await measure(`${base}/api/admin/staff`, { headers: { cookie } })),
    },
    {
      route: 'GET /api/admin/leads (signed in)',
      against: signedIn,
      ...(await measure(`${base}/api/admin/leads`, { headers: { cookie } })),
    },
  ];
  return { insert, list, signedIn, rows };
}

function printRoutes(rows) {
  const mark = (ok) => (ok ? 'ok ' : 'OVER');
  console.log('\nLighthouse (mobile) and first-load sizes');
  console.log(
    'route'.padEnd(44),
    'perf  a11y  bp   seo   LCP ms  CLS    TBT ms  JS KB        CSS KB',
  );
  for (const r of rows) {
    if (r.error) {
      console.log(r.route.padEnd(44), `Lighthouse could not audit the page: ${r.error}`);
      continue;
    }
    const ok =
      r.performance >= budgets.performance &&
      r.accessibility >= 100 &&
      r['best-practices'] >= 100 &&
      r.seo >= 100 &&
      r.cls < budgets.cls;
    console.log(
      r.route.padEnd(44),
      String(r.performance).padEnd(5),
      String(r.accessibility).padEnd(5),
      String(r['best-practices']).padEnd(4),
      String(r.seo).padEnd(5),
      r.lcp.toFixed(0).padEnd(7),
      r.cls.toFixed(3).padEnd(6),
      r.tbt.toFixed(0).padEnd(7),
      `${r.jsKb.toFixed(1)} ${mark(r.jsKb <= budgets.jsKb)}`.padEnd(12),
      r.cssKb.toFixed(1),
      ok ? '' : ' <- below budget',
    );
    if (r.failing.length) console.log('   audits to look at:', r.failing.join(', '));
  }
  console.log(
    `budgets: perf >= ${budgets.performance}, a11y/bp/seo = 100, CLS < ${budgets.cls}, first-load JS <= ${budgets.jsKb} KB gzip`,
  );
}

function printApi({ insert, list, signedIn, rows }) {
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
  console.log('\nAPI p99 at 200 requests/s for 10 s, as a ratio to the bare baseline');
  console.log(
    `baseline: one insert p99 ${ms(insert.p99)} at ${insert.rps.toFixed(0)} req/s, ` +
      `a page of 20 rows p99 ${ms(list.p99)} at ${list.rps.toFixed(0)} req/s, ` +
      `the page behind a session check p99 ${ms(signedIn.p99)} at ${signedIn.rps.toFixed(0)} req/s`,
  );
  console.log('endpoint'.padEnd(36), 'req/s   p99     baseline ratio  errors');
  for (const r of rows) {
    const ratio = r.p99 / Math.max(r.against.p99, 1);
    console.log(
      r.route.padEnd(36),
      r.rps.toFixed(0).padEnd(7),
      ms(r.p99),
      ms(r.against.p99).padEnd(9),
      `${ratio.toFixed(2)}x`.padEnd(6),
      String(r.errors).padEnd(6),
      ratio <= budgets.apiRatio && r.errors === 0 ? 'ok' : 'OVER',
    );
  }
  console.log(`budget: p99 <= ${budgets.apiRatio}x the baseline doing the same database work`);
}

/** The assistant's index build and p95 answer time, in-process (apps/api/scripts/assistant-perf.ts). */
async function assistantCost() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/scripts/assistant-perf.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await exited(child);
}
