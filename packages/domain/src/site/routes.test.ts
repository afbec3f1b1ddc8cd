import { describe, expect, it } from 'vitest';
import { findSitePage, prerenderedPaths, sitePages } from './routes.ts';

describe('page catalogue', () => {
  it('lists every path once', () => {
    const paths = sitePages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every page a title and a description of useful length', () => {
    for (const page of sitePages) {
      expect(page.title.length, page.path).toBeGreaterThan(2);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(40);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('holds the routes both specifications name', () => {
    for (const path of [
      '/',
      '/award',
      '/contact',
      '/pricing',
      '/coming-soon',
      '/ai-chatbot',
      '/start-green',
      '/service/internal-audit',
      '/service/esg-governance',
      '/services/esg-third-party-assurance',
      '/solution/getting-started/materiality-assessment-&-strategy',
      '/esg-software/green-shield',
      '/parteners',
      '/trust-link-1',
      '/trust-link-2',
      '/submit-interaction',
      '/academy-page',
      '/course-1',
      '/course-2',
      '/academy-sign-in',
      '/academy-sign-up',
      '/all-courses',
      '/legal/Cookies',
      '/legal/privacy-policy',
      '/legal/terms-of-service',
      '/dashboards/blog-dashboard',
    ]) {
      expect(findSitePage(path)?.path, path).toBe(path);
    }
  });

  it('matches dynamic and trailing-slash paths', () => {
    expect(findSitePage('/esg-course/42')?.mode).toBe('client');
    expect(findSitePage('/pricing/')?.path).toBe('/pricing');
    expect(findSitePage('/nowhere')).toBeUndefined();
    expect(findSitePage('/admin/leads/contact/7')?.path).toBe('/admin/leads/:kind/:id');
    expect(findSitePage('/admin/staff')?.mode).toBe('client');
    expect(findSitePage('/admin/nowhere')).toBeUndefined();
  });

  it('prerenders public pages only', () => {
    expect(prerenderedPaths).toContain('/');
    expect(prerenderedPaths).not.toContain('/all-courses');
    expect(prerenderedPaths.some((p) => p.includes(':'))).toBe(false);
  });
});
