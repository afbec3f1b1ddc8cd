import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that says nothing
// about the page, so such a run is repeated once in a fresh browser.
export async function auditWithRetry(url, chromePath) {
  const first = await audit(url, chromePath);
  return first.error && /^NO_(NAVSTART|FCP)\b/.test(first.error) ? audit(url, chromePath) : first;
}

/** Lighthouse (mobile, default throttling) on one page in a fresh headless browser. */
async function audit(url, chromePath) {
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
