import { prerenderedPaths } from '../packages/domain/src/site/routes';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Every public page, at a desktop and a phone width, once hydrated: axe-core finds nothing.
for (const width of [1440, 390]) {
  test(`axe finds no violation on any public page at ${width} px`, async ({ page }) => {
    test.setTimeout(prerenderedPaths.length * 8_000);
    await page.setViewportSize({ width, height: 900 });
    // Sections fade in as they appear: without motion, axe meets them at full opacity.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: Record<string, string[]> = {};
    for (const path of prerenderedPaths) {
      await page.goto(path);
      await waitForHydration(page);
      // As a visitor scrolling down meets it: every island's code loaded, every section drawn.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
