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
        // One look at the page: the banner's code may arrive with the focus (it loads on first
        // use) and replace the banner between two looks.
        const where = await page.evaluate(() => {
          const focused = document.activeElement!;
          const bannerNode = document.querySelector('[aria-label="Cookie consent"]')!;
          if (bannerNode.contains(focused)) return 'in banner';
          const box = focused.getBoundingClientRect();
          const bannerBox = bannerNode.getBoundingClientRect();
          const visible = box.bottom > 0 && box.top < window.innerHeight;
          return visible && box.bottom > bannerBox.top && box.top < bannerBox.bottom
            ? focused.outerHTML.slice(0, 120)
            : null;
        });
        if (where === 'in banner') {
          if (reachedBanner < 0) reachedBanner = stop;
          continue;
        }
        expect(where, `tab stop ${stop}`).toBeNull();
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

test('a home blog card keeps focus when the newest posts replace the prerendered cards', async ({
  page,
}) => {
  // The posts answer only once the visitor has tabbed onto a card.
  let release!: () => void;
  const focusedOnCard = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/blog/posts?*', async (route) => {
    await focusedOnCard;
    await route.fulfill({
      json: {
        items: ['Water', 'Waste'].map((word, i) => ({
          slug: `${word.toLowerCase()}-notes`,
          title: `${word} notes from the field`,
          summary: `What we learnt about ${word.toLowerCase()} this quarter.`,
          coverImageUrl: '',
          coverAlt: '',
          author: 'Sam Writer',
          publishedAt: `2026-0${i + 1}-01T00:00:00.000Z`,
        })),
        total: 2,
        page: 1,
        pageCount: 1,
      },
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const cards = page.locator('section[aria-labelledby="blog-title"] ul a');
  // The third prerendered card: there are only two new posts, so the last one takes its place.
  await cards.nth(2).focus();
  await expect(cards.nth(2)).toBeFocused();
  release();
  await expect(page.getByRole('link', { name: 'Waste notes from the field' })).toBeFocused();
  // And Tab goes on from there, not from the top of the page.
  await page.keyboard.press('Tab');
  const followsTheBlog = await page.evaluate(() => {
    const blog = document.querySelector('section[aria-labelledby="blog-title"]')!;
    const active = document.activeElement!;
    return (
      active !== document.body &&
      Boolean(blog.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(followsTheBlog).toBe(true);
});
