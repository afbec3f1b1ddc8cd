import { expect, test, waitForHydration } from './fixtures';

const feed = '**/Data/posts-explore.data.json';

test('the top books carousel loops through slides with dots and autoplay', async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Top picks' });
  await expect(carousel.getByTestId('top-book')).toHaveCount(6);
  const dots = carousel.getByRole('button', { name: /^Go to slide/ });
  await expect(dots).toHaveCount(6);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  // Autoplay moves on every 3000 ms (paused while the pointer is over it).
  await page.mouse.move(0, 0);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6000 });
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await dots.nth(4).click();
  await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
});

test('a book card opens Book Information, and Close closes it', async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  const catalogue = page.getByRole('region', { name: 'Read Our Amazing Books' });
  await expect(catalogue.getByTestId('book-card')).toHaveCount(4);

  const title = catalogue.getByRole('button', {
    name: 'Double Materiality in Practice',
    exact: true,
  });
  await title.click();
  const dialog = page.getByRole('dialog', { name: 'Book Information' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Double Materiality in Practice' }),
  ).toBeVisible();
  await expect(dialog).toContainText('Price£24.99');
  await expect(dialog).not.toContainText('Salary');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toBeFocused();

  // Buy Now opens the same information; Escape closes it too.
  await catalogue.getByRole('button', { name: 'Buy Now: Scope 3 Unlocked' }).click();
  await expect(dialog.getByRole('heading', { name: 'Scope 3 Unlocked' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Buy Now in the carousel opens Book Information', async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Top picks' });
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await carousel.getByRole('button', { name: 'Buy Now: The Net Zero Playbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Information' });
  await expect(dialog).toContainText('£19.99');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('More Books reveals the rest of the reading list', async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  const catalogue = page.getByRole('region', { name: 'Read Our Amazing Books' });
  await catalogue.getByRole('button', { name: 'More Books' }).click();
  await expect(catalogue.getByTestId('book-card')).toHaveCount(8);
  await expect(
    catalogue.getByRole('button', { name: 'The Honest Claim', exact: true }),
  ).toBeFocused();
  await expect(catalogue.getByRole('button', { name: 'More Books' })).toHaveCount(0);
});

test('a failed book list shows a message and Retry loads it', async ({ page }) => {
  let fail = true;
  await page.route(feed, (route) =>
    fail ? route.fulfill({ status: 500, body: 'error' }) : route.fallback(),
  );
  await page.goto('/books');
  const alert = page.getByRole('alert').filter({ hasText: 'could not load the top picks' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Loading books…')).toHaveCount(0);

  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  const carousel = page.getByRole('region', { name: 'Top picks' });
  await expect(carousel.getByTestId('top-book')).toHaveCount(6);
  await expect(alert).toHaveCount(0);
});

test('the book feeds are served as JSON', async ({ request }) => {
  for (const path of ['/Data/posts-explore.data.json', '/Data/posts.data.json']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const books = (await response.json()) as { title: string; price: number }[];
    expect(books.length).toBeGreaterThanOrEqual(6);
    for (const book of books) expect(typeof book.price).toBe('number');
  }
});

test('each book dialog is named by its book', async ({ page }) => {
  await page.goto('/books');
  await waitForHydration(page);
  const catalogue = page.getByRole('region', { name: 'Read Our Amazing Books' });
  await catalogue
    .getByRole('button', { name: 'Double Materiality in Practice', exact: true })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Book Information Double Materiality in Practice' }),
  ).toBeVisible();
});
