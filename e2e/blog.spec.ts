import { adminRequest, expect, test, waitForHydration } from './fixtures';

const editorPassword = 'an editor password that is long enough';

/**
 * An editor (invited by the first admin through the API) writes and publishes a post in the blog
 * dashboard; it appears at /academy/blogs and on its own page, whose served HTML carries its
 * og:title; unpublishing takes it off the list and its address answers 404.
 */
test('an editor publishes a post, then unpublishes it', async ({ page, baseURL }) => {
  // A long journey (invitation, editor, two pages, unpublish): three times the default timeout.
  test.slow();
  const suffix = Date.now().toString(36);
  const editorEmail = `editor-${suffix}@example.org`;

  // The first admin invites the editor, who accepts (the invitation link's token comes from the outbox).
  const admin = await adminRequest(baseURL);
  const invited = await admin.post('/api/admin/staff/invitations', {
    data: { email: editorEmail, role: 'editor', name: 'Erin Editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
    items: { to: string; text: string }[];
  };
  const mail = outbox.items.find((item) => item.to === editorEmail);
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'invitation token in the outbox').toBeTruthy();
  const accepted = await page.request.post('/api/admin/invitations/accept', {
    data: { token, name: 'Erin Editor', password: editorPassword },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await admin.dispose();

  // The editor writes the post in the dashboard.
  const title = `Scope 3 supplier data, step by step ${suffix}`;
  const slug = `scope-3-supplier-data-step-by-step-${suffix}`;
  await page.goto('/dashboards/blog-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug);
  await page
    .getByLabel(/^Summary/)
    .fill('A practical route from spend-based estimates to supplier figures.');
  await page
    .getByRole('textbox', { name: /Article/ })
    .fill(
      '## Start with one category\n\nAsk **three** questions.\n\n<script>window.__xss = 1</script>',
    );
  await page.getByLabel(/^Date/).fill('2030-01-15');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    page.getByTestId('post-preview').getByRole('heading', { name: 'Start with one category' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft created.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to posts' }).click();
  await page.getByRole('button', { name: `Publish “${title}”` }).click();
  await expect(page.getByText(`“${title}” is now on the blog.`)).toBeVisible();

  // It is on the blog, newest first, and on its own page.
  await page.goto('/academy/blogs');
  await waitForHydration(page);
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/academy/blogs/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ask three questions.')).toBeVisible();
  await expect(page.getByText('<script>window.__xss = 1</script>')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));

  const served = await page.request.get(`/academy/blogs/${slug}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain(`<meta property="og:title" content="${title} |`);
  expect(html).toContain('<meta property="og:type" content="article"/>');

  // Unpublishing takes it off the blog; its address answers 404.
  await page.goto('/dashboards/blog-dashboard');
  await page.getByRole('button', { name: `Unpublish “${title}”` }).click();
  await expect(page.getByText(`“${title}” is off the blog (back to draft).`)).toBeVisible();
  expect((await page.request.get(`/academy/blogs/${slug}`)).status()).toBe(404);
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);
  await page.goto('/academy/blogs');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
