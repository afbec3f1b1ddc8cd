import { findSitePage, sitePages } from '@verdantia/domain/site/routes';
import { describe, expect, it } from 'vitest';
import { currentPage, fullPageTitle, pageMeta } from './meta';

/** Meta arguments as React Router passes them: a page's entry comes from its layout's data. */
function argsFor(pathname: string) {
  const page = findSitePage(pathname);
  const layout = page?.mode === 'public' ? 'routes/public-page' : 'routes/client-page';
  const matches = page ? [{ id: layout, loaderData: { page } }] : [];
  return { location: { pathname }, matches };
}

const tag = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key));

describe('titles and descriptions of the whole page catalogue', () => {
  it('gives every page a title of at most 60 characters, unique across the site', () => {
    const titles = sitePages.map((page) => fullPageTitle(page.path, page.title));
    const tooLong = titles.filter((title) => title.length > 60);
    expect(tooLong).toEqual([]);
    const duplicates = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(duplicates).toEqual([]);
  });

  it('gives every page a description of 50 to 160 characters', () => {
    const outside = sitePages
      .filter((page) => page.description.length < 50 || page.description.length > 160)
      .map((page) => `${page.path}: ${page.description.length}`);
    expect(outside).toEqual([]);
  });

  it('gives public pages their social card and large-image card type; client pages noindex', () => {
    const pricing = pageMeta(argsFor('/pricing'));
    expect(tag(pricing, 'og:image')).toMatchObject({
      content: expect.stringMatching(/\/social\/pricing\.png$/),
    });
    expect(tag(pricing, 'og:image:width')).toMatchObject({ content: '1200' });
    expect(tag(pricing, 'og:image:height')).toMatchObject({ content: '630' });
    expect(tag(pricing, 'og:image:alt')).toMatchObject({ content: 'Pricing plans: Verdantia' });
    expect(tag(pricing, 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
    expect(tag(pricing, 'robots')).toBeUndefined();
    const admin = pageMeta(argsFor('/admin'));
    expect(tag(admin, 'robots')).toMatchObject({ content: 'noindex' });
    expect(tag(admin, 'og:image')).toBeUndefined();
  });
});

describe('the page a route shows', () => {
  it('takes a public or a client page from its layout data', () => {
    expect(currentPage(argsFor('/pricing').matches)?.title).toBe('Pricing plans');
    expect(currentPage(argsFor('/admin/leads').matches)).toMatchObject({ mode: 'client' });
    // A path without its layout's data (e.g. under an error boundary) is not guessed.
    expect(currentPage([])).toBeUndefined();
  });
});
