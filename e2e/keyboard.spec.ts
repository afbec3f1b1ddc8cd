import { expect, test, waitForHydration } from './fixtures';

// Keyboard and assistive technology: what a visitor without a mouse meets on the public site.

test('typing at once into the /contact form at 390 px keeps the text and the focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const name = page.locator('#contact-form input[name="name"]');
  await name.focus();
  await page.keyboard.type('Alex Morgan');
  // The form's code arrives as the visitor works; nothing they did may be lost.
  await waitForHydration(page);
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.keyboard.type(' Jr');
  await expect(name).toHaveValue('Alex Morgan Jr');
  await expect(name).toBeFocused();
});

test('Tab alone reaches every home FAQ question, with no scrolling to make them appear', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const questions = page.locator('section[aria-labelledby="faq-title"] summary');
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const reached = new Set<string>();
  for (let stop = 1; stop <= 250 && reached.size < count; stop++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.tagName === 'SUMMARY' && active.closest('section[aria-labelledby="faq-title"]')
        ? active.textContent
        : null;
    });
    if (text) reached.add(text);
  }
  expect(reached.size).toBe(count);
  // Enter on a focused question opens it.
  await page.keyboard.press('Enter');
  await expect(page.locator('section[aria-labelledby="faq-title"] details[open]')).toHaveCount(1);
});

test.describe('with the cookie banner shown', () => {
  test.use({ cookieChoice: null });

  for (const path of ['/', '/about']) {
    test(`on ${path} its buttons come early in the tab order and it never covers the focused element`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await waitForHydration(page);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      let reachedBanner = -1;
      for (let stop = 1; stop <= 40; stop++) {
        await page.keyboard.press('Tab');
        const inBanner = await banner.evaluate((node) => node.contains(document.activeElement));
        if (inBanner) {
          if (reachedBanner < 0) reachedBanner = stop;
          continue;
        }
        const covered = await page.evaluate(() => {
          const focused = document.activeElement!.getBoundingClientRect();
          const bannerBox = document
            .querySelector('[aria-label="Cookie consent"]')!
            .getBoundingClientRect();
          const visible = focused.bottom > 0 && focused.top < window.innerHeight;
          return visible && focused.bottom > bannerBox.top && focused.top < bannerBox.bottom
            ? document.activeElement!.outerHTML.slice(0, 120)
            : null;
        });
        expect(covered, `tab stop ${stop}`).toBeNull();
      }
      expect(reachedBanner).toBeGreaterThan(0);
      expect(reachedBanner).toBeLessThanOrEqual(5);
    });
  }
});

test('the skip link has padding and the footer newsletter field shows a focus ring', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  await expect(skip, focused).toBeFocused();
  const padding = await skip.evaluate((node) => parseFloat(getComputedStyle(node).paddingLeft));
  expect(padding).toBeGreaterThanOrEqual(12);

  const field = page.locator('footer input[type="email"]');
  await field.focus();
  // Focus from the keyboard: tab away and back so :focus-visible applies.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  const ring = await field.evaluate((node) => {
    const pill = node.parentElement!;
    const style = getComputedStyle(pill);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).toBe('rgb(255, 255, 255)');
});
