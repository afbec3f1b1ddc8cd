import { beforeEach, describe, expect, it } from 'vitest';
import { leanPreloadHelperSource } from './lean-preload-helper';

type Preload = <T>(load: () => Promise<T>, deps?: string[]) => Promise<T>;

/** The helper as the browser gets it, run against this test's document (its export returned). */
function helper(): Preload {
  const source = leanPreloadHelperSource('/');
  const EXPORT = 'export const __vitePreload=';
  expect(source.match(/export /g)).toHaveLength(1);
  return new Function(source.replace(EXPORT, 'return '))() as Preload;
}

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) =>
    link.getAttribute('href'),
  );

describe('the lean preload helper', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/site-chrome-1.js">';
  });

  it("preloads a lazy module's chunks beside it, each once, and runs the import", async () => {
    const preload = helper();
    const module = { answer: 42 };
    await expect(
      preload(async () => module, ['assets/form-2.js', 'assets/icons-3.js']),
    ).resolves.toBe(module);
    await preload(async () => module, ['assets/icons-3.js', 'assets/schema-4.js']);
    expect(preloads()).toEqual([
      '/assets/site-chrome-1.js',
      '/assets/form-2.js',
      '/assets/icons-3.js',
      '/assets/schema-4.js',
    ]);
  });

  it('adds nothing for a chunk the page already links, or when there are no chunks', async () => {
    const preload = helper();
    await preload(async () => null, ['assets/site-chrome-1.js']);
    await preload(async () => null);
    expect(preloads()).toEqual(['/assets/site-chrome-1.js']);
  });

  it("passes a failed import's error on", async () => {
    const preload = helper();
    await expect(
      preload(() => Promise.reject(new Error('offline')), ['assets/x-5.js']),
    ).rejects.toThrow('offline');
  });

  it('passes over stylesheets: the one the site has is linked by every page', async () => {
    const preload = helper();
    await preload(async () => null, ['assets/site-chrome-6.css', 'assets/form-7.js']);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(preloads()).toEqual(['/assets/site-chrome-1.js', '/assets/form-7.js']);
  });
});
