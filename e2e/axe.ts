import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's violations on the page as it is now: one line per rule, with the offending elements.
 * Evaluated rather than added as a script tag: the site's CSP rightly refuses inline scripts.
 */
export async function axeViolations(page: Page) {
  // Colours are measured once finite animations and transitions (a toast fading in or out)
  // have settled: mid-fade, axe would measure a blend nobody reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(await readFile(axePath, 'utf8'));
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } })
      .axe;
    const { violations } = await axe.run();
    return violations.map(
      (v) =>
        `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, (n as { failureSummary?: string }).failureSummary]))}`,
    );
  });
}
