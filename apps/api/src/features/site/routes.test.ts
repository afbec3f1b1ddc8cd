import { prerenderedPaths } from '@verdantia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';

describe('robots.txt and sitemap.xml', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://www.example.com' });
  });
  afterAll(() => app.close());

  it('robots.txt allows the site, keeps private areas out and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/dashboards', '/api', '/all-courses', '/esg-course']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /academy-sign-in');
    expect(lines).toContain('Disallow: /academy-sign-up');
    expect(lines).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('sitemap.xml lists every prerendered page under PUBLIC_URL, with & escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<loc>https://www.example.com/pricing</loc>');
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain(
      '<loc>https://www.example.com/solution/getting-started/materiality-assessment-&amp;-strategy</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(xml.match(/<loc>/g)).toHaveLength(prerenderedPaths.length);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/academy-sign-in');
  });
});
