// A post's slug: the last segment of its address, and the one the editor proposes from a title.

/** Lower-case words joined by single hyphens: the last segment of /academy/blogs/<slug>. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Scope 3: where to start!' -> 'scope-3-where-to-start' (what the editor proposes). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
