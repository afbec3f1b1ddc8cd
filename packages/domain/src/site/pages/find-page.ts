import type { SitePage } from './page.ts';

/** The page of `pages` at `pathname`: an exact path first, then a pattern such as '/admin/posts/:id'. */
export function findPage(pages: readonly SitePage[], pathname: string): SitePage | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    pages.find((p) => p.path === clean) ??
    pages.find((p) => p.path.includes(':') && matchesPattern(p.path, clean))
  );
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}
