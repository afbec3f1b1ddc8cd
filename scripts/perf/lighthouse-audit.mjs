import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The median of `runs` Lighthouse runs (mobile, default throttling) of one page: each figure is
 * the median of its own values, and the per-script breakdown is the one of the run with the
 * median Total Blocking Time. `dist` is the folder the page's /assets/ files come from, to count
 * their gzip size whatever the server sent.
 */
export async function auditMedian(url, chromePath, dist, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await auditWithRetry(url, chromePath, dist);
    if (result.error) return result;
    results.push(result);
  }
  const median = (key) => {
    const values = results.map((r) => r[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  const byTbt = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)];
  const keys = ['performance', 'accessibility', 'best-practices', 'seo'];
  const numbers = [...keys, 'fcp', 'lcp', 'cls', 'tbt', 'scriptKb', 'scriptCount'];
  return {
    ...byTbt,
    ...Object.fromEntries(numbers.map((key) => [key, median(key)])),
    runs: results.map((r) => ({ performance: r.performance, tbt: r.tbt, lcp: r.lcp })),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

// Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that says nothing
// about the page, so such a run is repeated once in a fresh browser.
export async function auditWithRetry(url, chromePath, dist) {
  const first = await audit(url, chromePath, dist);
  return first.error && /^NO_(NAVSTART|FCP)\b/.test(first.error)
    ? audit(url, chromePath, dist)
    : first;
}

const gzipCache = new Map();
/** Gzip size (level 9) of a file of the build, read once. */
function gzipKb(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

const short = (url) =>
  url.startsWith('http') ? basename(new URL(url).pathname) || '(the HTML document)' : url;

/** Lighthouse (mobile, default throttling) on one page in a fresh headless browser. */
async function audit(url, chromePath, dist) {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    // Every script the page fetched before Lighthouse found it idle (network and CPU quiet):
    // the entry, the route modules, and the islands that load on their own.
    const origin = new URL(url).origin;
    const scripts = (audits['network-requests'].details?.items ?? [])
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
      .map((r) => {
        const file = join(dist, new URL(r.url).pathname);
        return { file: short(r.url), kb: existsSync(file) ? gzipKb(file) : r.transferSize / 1024 };
      });
    // Main-thread time per script (bootup-time) and per kind of work (mainthread-work-breakdown).
    const bootup = (audits['bootup-time'].details?.items ?? [])
      .map((item) => ({
        script: short(item.url),
        scripting: item.scripting,
        parse: item.scriptParseCompile,
        total: item.total,
      }))
      .sort((a, b) => b.total - a.total);
    const work = Object.fromEntries(
      (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [
        item.group,
        item.duration,
      ]),
    );
    const longTasks = (audits['long-tasks'].details?.items ?? []).map((task) => ({
      script: short(task.url),
      start: task.startTime,
      duration: task.duration,
    }));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      scriptKb: scripts.reduce((sum, s) => sum + s.kb, 0),
      scriptCount: scripts.length,
      scripts,
      bootup,
      work,
      longTasks,
      // Audits that cost points in Accessibility, Best Practices or SEO, and failing metrics.
      failing: [
        ...['accessibility', 'best-practices', 'seo'].flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}:${ref.id}`),
        ),
        ...Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode === 'numeric' &&
              a.details?.type !== 'opportunity',
          )
          .map((a) => a.id),
      ],
    };
  } finally {
    await chrome.kill();
  }
}
