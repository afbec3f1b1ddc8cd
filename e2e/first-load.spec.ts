import { gzipSync } from 'node:zlib';
import { budgets } from '../scripts/perf/budgets.mjs';
import { publicRoutes as routes } from '../scripts/perf/public-routes.mjs';
import { expect, test, waitForHydration } from './fixtures';

// The public pages `npm run perf --all-public` measures: none may grow its first load past the
// budget (the scripts each page's HTML names, gzip level 9, as perf counts).

test('each main public page names at most the first-load budget of script', async ({ request }) => {
  const sizes: Record<string, number> = {};
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length, route).toBeGreaterThan(0);
    let bytes = 0;
    for (const script of scripts) {
      const response = await request.get(script);
      expect(response.ok(), script).toBe(true);
      bytes += gzipSync(await response.body(), { level: 9 }).length;
    }
    sizes[route] = Math.round((bytes / 1024) * 10) / 10;
  }
  const over = Object.entries(sizes).filter(([, kb]) => kb > budgets.jsKb);
  expect(over, JSON.stringify(sizes)).toEqual([]);
});

// The full stylesheet is asked for once the first paint is on screen and applies when it has
// loaded; it declares no fonts (the page's <head> does) and no cascade layers, so applying it
// does not lay out every line of text again (apps/web/scripts/flatten-layers.ts).
test('the full stylesheet loads after the first paint and applies, fonts declared in the page', async ({
  page,
}) => {
  const requested: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(request.url());
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  // A form page: its date and time fields draw characters of their own.
  await page.goto('/submit-interaction');
  await waitForHydration(page);
  const state = await page.evaluate(async () => {
    await document.fonts.ready;
    const sheets = [...document.styleSheets];
    const full = sheets.find((sheet) => sheet.href?.includes('/assets/root-'));
    const rules = (sheet: CSSStyleSheet) => [...sheet.cssRules];
    const countRules = (list: CSSRuleList): number =>
      [...list].reduce(
        (sum, rule) =>
          sum + 1 + ('cssRules' in rule ? countRules(rule.cssRules as CSSRuleList) : 0),
        0,
      );
    return {
      paintedBeforeStylesheet:
        performance.getEntriesByName('first-contentful-paint')[0]!.startTime <=
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
          entry.name.includes('/assets/root-'),
        )!.startTime,
      media: (full?.ownerNode as HTMLLinkElement | undefined)?.media,
      fullHasFaces: full ? rules(full).some((rule) => rule instanceof CSSFontFaceRule) : null,
      fullHasLayers: full
        ? rules(full).some(
            (rule) => rule instanceof CSSLayerBlockRule || rule instanceof CSSLayerStatementRule,
          )
        : null,
      interLoaded: [...document.fonts].filter(
        (face) => face.family === 'Inter Variable' && face.status === 'loaded',
      ).length,
      // The whole site's stylesheet, not the page's critical part.
      fullApplied: countRules(full!.cssRules) > 1000,
    };
  });
  expect(state).toEqual({
    paintedBeforeStylesheet: true,
    media: 'all',
    fullHasFaces: false,
    fullHasLayers: false,
    interLoaded: 1,
    fullApplied: true,
  });
  expect(requested).toHaveLength(1);
  // Only the core subset of the Latin face, the one the page preloads (subset-first-font.ts).
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-core-[\w-]+\.woff2$/)]);
});

test('without JavaScript the page still gets the full stylesheet', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing');
  const applied = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/root-')),
  );
  expect(applied).toBe(true);
  await context.close();
});
