import { expect as baseExpect, signInAsAdmin, test } from './fixtures';
import { unique } from './admin-helpers';

// A busy shared machine can take seconds to hydrate the back-office.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the audit log shows post, news and lead actions with readable labels', async ({ page }) => {
  await signInAsAdmin(page);
  // The page's own session makes the calls, as the editors and the inbox would.
  const api = page.request;
  const id = unique();
  const post = {
    title: `Audited post ${id}`,
    slug: `audited-post-${id}`,
    summary: 'Summary.',
    bodyMarkdown: 'Body',
    coverImageUrl: '',
    coverAlt: '',
    author: 'Jane Auditor',
    publishedAt: '2025-03-04',
  };
  const created = await api.post('/api/admin/posts', { data: post });
  expect(created.status(), await created.text()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;
  const moved = await api.put(`/api/admin/posts/${postId}`, {
    data: { ...post, slug: `moved-${id}` },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  const article = {
    date: '2025-07-01',
    title: `Audited news ${id}`,
    summary: 'A short note.',
    paragraphs: ['First paragraph.'],
    images: ['/images/news/example.svg'],
  };
  const news = await api.post('/api/admin/news', { data: article });
  expect(news.status(), await news.text()).toBe(201);
  const newsId = ((await news.json()) as { id: number }).id;
  expect((await api.delete(`/api/admin/news/${newsId}`)).status()).toBe(204);

  const email = `audited-${id}@example.org`;
  expect((await api.post('/api/addLead', { data: { email } })).status()).toBeLessThan(300);
  const leads = (await (await api.get(`/api/admin/leads?q=${email}`)).json()) as {
    items: { kind: string; id: number }[];
  };
  const lead = leads.items[0]!;
  const handled = await api.post(`/api/admin/leads/${lead.kind}/${lead.id}/handled`, {
    data: { handled: true },
  });
  expect(handled.status(), await handled.text()).toBe(200);

  await page.goto('/admin/audit');
  const log = page.getByRole('main');
  for (const label of [
    'Post created',
    'Post edited',
    'News created',
    'News deleted',
    'Lead marked handled',
  ]) {
    await expect(log.getByText(label, { exact: true }).first()).toBeVisible();
  }
  // The slug change names both addresses; no raw null or dotted action name is shown.
  await expect(log.getByText(`moved-${id}`).first()).toBeVisible();
  await expect(log.getByText(`audited-post-${id}`).first()).toBeVisible();
  await expect(log).not.toContainText('null');
  await expect(log).not.toContainText('news.deleted');
});
