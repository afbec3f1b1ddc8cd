import { prerenderedPaths } from '../packages/domain/src/site/routes';
import { unique } from './admin-helpers';
import { adminRequest, expect, test, waitForHydration } from './fixtures';

// What search engines and link previews read: the served head of every public page.

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [key: string]: unknown },
  );

test('every sitemap page: canonical and og:url under the public origin, a PNG card, valid JSON-LD', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const robots = await (await request.get('/robots.txt')).text();
  const origin = robots.match(/^Sitemap: (.+)\/sitemap\.xml$/m)![1]!;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    decodeURI(m[1]!.replace(/&amp;/g, '&').slice(origin.length) || '/'),
  );
  expect(listed.length).toBeGreaterThan(40);

  const cards = new Set<string>();
  for (const path of listed) {
    const html = await (await request.get(path)).text();
    const url = `${origin}${path === '/' ? '' : encodeURI(path)}`.replace(/&/g, '&amp;');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(url);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(url);
    expect(html, path).not.toContain('public-origin.invalid');
    expect(html, path).not.toContain('name="robots" content="noindex"');
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe(
      'summary_large_image',
    );
    expect(attr(html, /<meta property="og:image:alt" content="([^"]+)"/), path).toBeTruthy();
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/)!;
    expect(image.startsWith(`${origin}/social/`), path).toBe(true);
    cards.add(image.slice(origin.length));
    for (const block of jsonLdBlocks(html))
      expect(block['@context'], path).toBe('https://schema.org');
  }
  for (const card of cards) {
    const png = await (await request.get(card)).body();
    expect(png.subarray(1, 4).toString('latin1'), card).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
  }
  expect(cards.size).toBe(listed.length);
});

test('structured data: Organization and WebSite on the home page, breadcrumbs, FAQs', async ({
  request,
}) => {
  const types = async (path: string) =>
    jsonLdBlocks(await (await request.get(path)).text()).map((b) => b['@type']);
  expect(await types('/')).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']));
  for (const path of [
    '/service/internal-audit',
    '/solution/levelling-up/esg-governance',
    '/esg-software/net-zero',
  ]) {
    expect(await types(path), path).toContain('BreadcrumbList');
  }
  expect(await types('/contact')).toContain('FAQPage');
  const trail = jsonLdBlocks(
    await (await request.get('/solution/levelling-up/esg-governance')).text(),
  ).find((b) => b['@type'] === 'BreadcrumbList') as unknown as {
    itemListElement: { name: string; position: number }[];
  };
  expect(trail.itemListElement.map((item) => item.name)).toEqual([
    'Home',
    'Our solutions',
    expect.any(String),
  ]);
});

test('structured data keeps the public origin after hydration and after a client-side navigation', async ({
  page,
}) => {
  const blocks = () =>
    page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  await page.goto('/');
  await waitForHydration(page);
  const origin = await page.evaluate(() => document.documentElement.dataset.origin);
  expect(origin).toMatch(/^https?:\/\//);
  const home = await blocks();
  expect(home.some((text) => text.includes(`"@id":"${origin}#organization"`))).toBe(true);
  expect(home.join('')).not.toContain('public-origin.invalid');

  // A client-side navigation reads the page's .data file, which keeps the build's placeholder.
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  await page.locator('footer a[href="/esg-software/net-zero"]').click();
  await expect(page).toHaveURL(/\/esg-software\/net-zero$/);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  const trail = (await blocks()).find((text) => text.includes('BreadcrumbList'));
  expect(trail).toContain(`"item":"${origin}/esg-software/net-zero"`);
  expect(trail).not.toContain('public-origin.invalid');
});

test('a crawl from / reaches every sitemap page; variants redirect; /admin is noindex with a title', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const seen = new Set<string>();
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await request.get(path);
    if (!response.headers()['content-type']?.includes('text/html')) continue;
    for (const match of (await response.text()).matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (!seen.has(href) && !href.startsWith('/api/')) queue.push(href);
    }
  }
  const unreached = prerenderedPaths.filter((p) => !seen.has(p));
  expect(unreached).toEqual([]);

  for (const [from, to] of [
    ['/legal/cookies', '/legal/Cookies'],
    ['/index.html', '/'],
    ['/pricing/', '/pricing'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const admin = await request.get('/admin');
  expect(admin.headers()['x-robots-tag']).toBe('noindex');
  const html = await admin.text();
  expect(html).toContain('<title>Back-office | Verdantia</title>');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test('a blog post holds one title, canonical and description after hydration; a missing one is titled', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/academy/blogs/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Verdantia');
  expect(errors).toEqual([]);

  const admin = await adminRequest(baseURL);
  const slug = `one-head-${unique()}`;
  const created = await admin.post('/api/admin/posts', {
    data: {
      title: 'Supplier data that auditors accept',
      slug,
      summary: 'What makes supplier emissions data hold up in an assurance engagement.',
      bodyMarkdown: 'Evidence first.',
      author: 'Sam Writer',
      publishedAt: '2025-05-01',
    },
  });
  const { id } = (await created.json()) as { id: number };
  await admin.post(`/api/admin/posts/${id}/publish`, { data: {} });
  await admin.dispose();

  await page.goto(`/academy/blogs/${slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Supplier data that auditors accept',
  );
  await expect(page).toHaveTitle('Supplier data that auditors accept | Verdantia');
  for (const selector of [
    'title',
    'link[rel="canonical"]',
    'meta[name="description"]',
    'meta[property="og:title"]',
    'script[type="application/ld+json"]',
  ]) {
    await expect(page.locator(`head ${selector}`), selector).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});
