import { PUBLIC_ORIGIN_PLACEHOLDER, site, SLUG_PATTERN } from '@verdantia/domain';
import type { Database } from '../../../db/client.ts';
import { findPublishedPostSummary } from './published-posts.ts';

/** /academy/blogs/<slug>: the one client-only page whose <head> the server fills in. */
export const BLOG_POST_PATH = /^\/academy\/blogs\/([^/]+)$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON safe inside a <script> element: no `<` can close it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <title>, description, canonical link and og:/twitter: tags of a published post, as HTML to
 * put into the SPA fallback's <head> (crawlers and link previews do not run the page's script).
 * The same values as the page's own `meta` export, so nothing changes when it hydrates.
 * Undefined when no published post has this slug. Absolute URLs use the placeholder origin,
 * which the web plugin replaces with PUBLIC_URL.
 */
export async function blogPostHead(db: Database, slug: string): Promise<string | undefined> {
  // Every stored slug matches the pattern; anything else (a NUL, broken Unicode) is not looked up.
  if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return undefined;
  const post = await findPublishedPostSummary(db, slug);
  if (!post) return undefined;
  const url = `${PUBLIC_ORIGIN_PLACEHOLDER}/academy/blogs/${encodeURIComponent(post.slug)}`;
  const title = `${post.title} | ${site.name}`;
  const image = post.coverImageUrl
    ? post.coverImageUrl.startsWith('/')
      ? `${PUBLIC_ORIGIN_PLACEHOLDER}${post.coverImageUrl}`
      : post.coverImageUrl
    : undefined;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    author: { '@type': 'Person', name: post.author },
    datePublished: post.publishedAt,
    ...(image ? { image } : {}),
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: site.name, url: PUBLIC_ORIGIN_PLACEHOLDER },
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', post.summary),
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', post.summary),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && post.coverAlt ? [meta('property', 'og:image:alt', post.coverAlt)] : []),
    meta('property', 'article:published_time', post.publishedAt),
    meta('property', 'article:author', post.author),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${jsonForScript(article)}</script>`,
  ].join('');
}
