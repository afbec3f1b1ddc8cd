// What a page and an endpoint must reach for `npm run perf` to mark them ok.
export const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  jsKb: 130,
  cls: 0.05,
  apiRatio: 1.3,
};
