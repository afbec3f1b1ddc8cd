import { gzipSync } from 'node:zlib';
import { budgets } from '../scripts/perf/budgets.mjs';
import { publicRoutes as routes } from '../scripts/perf/public-routes.mjs';
import { expect, test } from './fixtures';

// The public pages `npm run perf --all-public` measures: none may grow its first load past the
// ceiling the site holds today (the scripts each page's HTML names, gzip level 9, as perf counts).

test('each main public page names at most the first-load ceiling of script', async ({
  request,
}) => {
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
  const over = Object.entries(sizes).filter(([, kb]) => kb > budgets.jsKbCeiling);
  expect(over, JSON.stringify(sizes)).toEqual([]);
});
