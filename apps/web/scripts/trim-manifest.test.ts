import { describe, expect, it } from 'vitest';
import { PARTIAL_MANIFEST } from '../app/lib/page-markers';
import { trimManifestSource } from './trim-manifest';

const manifest = {
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/chrome-2.js'], css: [] },
  routes: {
    root: { id: 'root', module: '/assets/root-3.js', imports: ['/assets/chrome-2.js'] },
    ...Object.fromEntries(
      ['service/one', 'service/two', 'solution/three'].map((path) => [
        `page/${path}`,
        {
          id: `page/${path}`,
          parentId: 'root',
          path,
          module: '/assets/template-7.js',
          imports: ['/assets/chrome-2.js'],
          hasLoader: true,
          hasAction: false,
        },
      ]),
    ),
    'page/about': {
      id: 'page/about',
      parentId: 'root',
      path: 'about',
      module: '/assets/about-8.js',
      hasLoader: true,
    },
    'routes/page': {
      id: 'routes/page',
      parentId: 'root',
      module: '/assets/page-4.js',
      imports: ['/assets/chrome-2.js', '/assets/form-5.js'],
      css: [],
      hasLoader: true,
      hasAction: false,
      hasDefaultExport: true,
    },
  },
  url: '/assets/manifest-6.js',
  version: '6',
};

describe("the browser manifest's import lists", () => {
  const out = trimManifestSource(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  // Run as the browser runs it.
  const window: { __reactRouterManifest?: typeof manifest } = {};
  new Function('window', out)(window);
  const trimmed = window.__reactRouterManifest!;

  it("keeps the entry's and the root's, and each route's own module", () => {
    expect(trimmed.entry).toEqual(manifest.entry);
    expect(trimmed.routes.root).toEqual(manifest.routes.root);
    expect(trimmed.routes['routes/page'].module).toBe('/assets/page-4.js');
  });

  it("drops every other route's", () => {
    expect(trimmed.routes['routes/page']).not.toHaveProperty('imports');
  });

  it('drops the false flags, the empty css lists and hasDefaultExport, and keeps what is true', () => {
    expect(trimmed.routes['routes/page']).toEqual({
      id: 'routes/page',
      parentId: 'root',
      module: '/assets/page-4.js',
      hasLoader: true,
    });
  });

  it('writes each route id once, as its key, and the browser gets it back', () => {
    expect(out.match(/"routes\/page"/g)).toHaveLength(1);
    expect(trimmed.routes.root.id).toBe('root');
  });

  it('writes the pages one module draws as one route and their paths, and the browser gets each back', () => {
    expect(out.match(/template-7/g)).toHaveLength(1);
    expect(Object.keys(trimmed.routes).sort()).toEqual(Object.keys(manifest.routes).sort());
    for (const path of ['service/one', 'service/two', 'solution/three'])
      expect(trimmed.routes[`page/${path}` as 'root']).toEqual({
        id: `page/${path}`,
        parentId: 'root',
        path,
        module: '/assets/template-7.js',
        hasLoader: true,
      });
    // A page with a module of its own stays as it was.
    expect(trimmed.routes['page/about' as 'root']).toEqual(manifest.routes['page/about']);
    expect(trimmed).not.toHaveProperty('shared');
  });

  it('refuses a manifest of another shape', () => {
    expect(() => trimManifestSource('export default {}')).toThrow(/changed shape/);
    const renamed = { ...manifest, routes: { other: manifest.routes.root } };
    expect(() =>
      trimManifestSource(`window.__reactRouterManifest=${JSON.stringify(renamed)};`),
    ).toThrow(/another id/);
  });
});

describe("the prerendered pages' manifest", () => {
  const withBackOffice = {
    ...manifest,
    routes: {
      ...manifest.routes,
      'routes/admin/leads': {
        id: 'routes/admin/leads',
        parentId: 'root',
        path: 'admin/leads',
        module: '/assets/leads-9.js',
      },
      'page/academy-reset-password': {
        id: 'page/academy-reset-password',
        parentId: 'root',
        path: 'academy-reset-password',
        module: '/assets/reset-10.js',
      },
    },
  };
  const run = (options?: { forPrerenderedPages?: { url: string } }) => {
    const source = `window.__reactRouterManifest=${JSON.stringify(withBackOffice)};`;
    const window: { __reactRouterManifest?: Record<string, unknown> } = {};
    new Function('window', trimManifestSource(source, options))(window);
    return window.__reactRouterManifest as {
      routes: Record<string, unknown>;
      url: string;
    } & Record<string, unknown>;
  };

  it('leaves out the back office and the pages reached only from e-mails, and says so', () => {
    const trimmed = run({ forPrerenderedPages: { url: '/assets/manifest-6-public.js' } });
    expect(trimmed.routes).not.toHaveProperty('routes/admin/leads');
    expect(trimmed.routes).not.toHaveProperty('page/academy-reset-password');
    expect(Object.keys(trimmed.routes).sort()).toEqual(Object.keys(manifest.routes).sort());
    expect(trimmed[PARTIAL_MANIFEST]).toBe(true);
    // Its own address, which React Router preloads once hydrated (not the whole manifest's).
    expect(trimmed.url).toBe('/assets/manifest-6-public.js');
  });

  it('while the whole manifest keeps it and is not marked', () => {
    const whole = run();
    expect(whole.routes).toHaveProperty('routes/admin/leads');
    expect(whole.routes).toHaveProperty('page/academy-reset-password');
    expect(whole).not.toHaveProperty(PARTIAL_MANIFEST);
    expect(whole.url).toBe('/assets/manifest-6.js');
  });
});
