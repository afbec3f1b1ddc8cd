import fs from 'node:fs/promises';
import path from 'node:path';
import { prerenderedPaths } from '@verdantia/domain';

const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*noindex/i;

/**
 * The prerendered pages search engines may index: those whose built HTML does not ask for
 * noindex (a page still showing placeholder content does). Reading the build keeps this generic:
 * a page drops out while it is a placeholder and comes back when it is built. Without a web
 * build (API-only runs) every prerendered page counts.
 */
export async function indexablePaths(webRoot: string): Promise<string[]> {
  const checks = await Promise.all(
    prerenderedPaths.map(async (pagePath) => {
      const file = path.join(webRoot, pagePath, 'index.html');
      const html = await fs.readFile(file, 'utf8').catch(() => '');
      return NOINDEX.test(html.slice(0, html.indexOf('</head>') + 1 || undefined))
        ? undefined
        : pagePath;
    }),
  );
  return checks.filter((p) => p !== undefined);
}
