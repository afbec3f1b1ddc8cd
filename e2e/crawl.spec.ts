import { prerenderedPaths } from '../packages/domain/src/site/routes';
import { expect, test } from './fixtures';

const decode = (href: string) => href.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

test('every prerendered page and every internal link it holds resolves, with no placeholder left', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const pages = new Map<string, string>(); // path -> html
  const queue = [...prerenderedPaths];
  const links: { from: string; to: string }[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path);
    expect(response.status(), `${path} answers`).toBe(200);
    const html = await response.text();
    pages.set(path, html);

    for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = decode(match[1]!);
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      links.push({ from: path, to: href });
      const target = href.split('#')[0]!.split('?')[0]!;
      if (target && !pages.has(target) && !queue.includes(target) && !target.startsWith('/api/')) {
        queue.push(target);
      }
    }
  }

  for (const [path, html] of pages) {
    expect(html.includes('data-placeholder="true"'), `${path} still shows the placeholder`).toBe(
      false,
    );
  }

  // Anchors: /contact#contact-form must land on an element with that id.
  for (const { from, to } of links) {
    const [target, anchor] = to.split('#');
    if (!anchor || !target) continue;
    const html = pages.get(target);
    if (html) expect(html, `${from} links to ${to}`).toMatch(new RegExp(`id="${anchor}"`));
  }
  expect(pages.size).toBeGreaterThanOrEqual(prerenderedPaths.length);
});
