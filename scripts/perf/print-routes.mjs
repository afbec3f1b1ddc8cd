import { budgets } from './budgets.mjs';

/** The Lighthouse scores and first-load sizes of each route, against the budgets. */
export function printRoutes(rows) {
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
