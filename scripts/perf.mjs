// `npm run perf [-- /route ...]`: Lighthouse (mobile, default throttling) on the given routes
// (default /), the gzip size of each route's first-load JS and CSS, and API latency at 200
// requests/s with autocannon, printed as a table against the budgets below.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiDist, chromiumHelp, ensureBuilt, findChromium, root, webDist } from './lib.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/');
const port = Number(process.env.PERF_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const budgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  jsKb: 130,
  cls: 0.05,
};

const chromePath = await findChromium();
if (!chromePath) {
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
  },
});
try {
  await waitForServer();
  const rows = [];
  for (const route of routes)
    rows.push({ route, ...(await audit(route)), ...firstLoadSize(route) });
  printRoutes(rows);
  printApi(await apiLatency());
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start.');
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
  const js = files(/(?:modulepreload"? href|src)="(\/assets\/[^"]+\.js)"/g);
  const importMatches = files(/import\("(\/assets\/[^"]+\.js)"\)/g);
  const css = files(/href="(\/assets\/[^"]+\.css)"/g);
  return { jsKb: size([...new Set([...js, ...importMatches])]), cssKb: size(css) };
}

async function apiLatency() {
  const run = (opts) =>
    autocannon({
      url: `${base}/api/addLead`,
      duration: 10,
      overallRate: 200,
      connections: 10,
      ...opts,
    });
  let n = 0;
  // Distinct addresses so every request is a real insert, not a duplicate.
  const form = await run({
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ email: `perf-${n++}@example.org` }),
        }),
      },
    ],
  });
  return {
    route: 'POST /api/addLead',
    rps: form.requests.average,
    p99: form.latency.p99,
    errors: form.errors + form.non2xx,
  };
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

function printApi(r) {
  console.log('\nAPI at 200 requests/s for 10 s (budget p99 < 20 ms)');
  console.log(
    `${r.route}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors} ${r.p99 < 20 ? 'ok' : 'OVER'}`,
  );
}
