// What a page and an endpoint must reach for `npm run perf` to mark them ok: the
// site's performance targets (mobile Lighthouse defaults).
export const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  tbtMs: 150,
  lcpMs: 1500,
  /** First-load script, gzip -9; the end-to-end guard (e2e/first-load.spec.ts) holds it too. */
  jsKb: 120,
  /** First-load script as a multiple of the bare React Router page's. */
  jsRatio: 1.1,
  cls: 0.05,
  /** API p99 at 200 requests/s as a multiple of the bare baseline doing the same database work. */
  apiRatio: { form: 1.3, list: 1.5 },
};
