import MarkdownIt from 'markdown-it';

/**
 * Markdown -> HTML for blog posts, safe to insert into a page:
 * - raw HTML in the source is never passed through (html: false escapes it as text);
 * - links are kept only for http(s), mailto and site-relative addresses; anything else
 *   (javascript:, data:, vbscript:, file:, ...) is rendered as plain text;
 * - external links open with rel="noopener noreferrer";
 * - images only from /uploads/, /images/ or https; others are dropped (their alt text remains).
 */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(?:\/uploads\/|\/images\/|https:\/\/)/i;

function normalised(url: string): string {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f]/g, '');
}

export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(normalised(url));
}

export function isSafeImage(url: string): boolean {
  const clean = normalised(url);
  return SAFE_IMAGE.test(clean) && !clean.includes('..');
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

// markdown-it already refuses javascript:, vbscript:, file: and most data: URLs; this narrows it
// further to the allow-lists above.
md.validateLink = (url) => isSafeLink(url) || isSafeImage(url);

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (/^(?:https?:)?\/\//i.test(href)) {
    token.attrSet('rel', 'noopener noreferrer');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

md.core.ruler.push('safe_images', (state) => {
  for (const block of state.tokens) {
    if (!block.children) continue;
    for (const token of block.children) {
      if (token.type !== 'image') continue;
      const src = String(token.attrGet('src') ?? '');
      if (!isSafeImage(src)) {
        // Keep the alt text so the reader still learns what was meant.
        token.type = 'text';
        token.tag = '';
        token.content = token.content || '';
        token.children = null;
        continue;
      }
      token.attrSet('loading', 'lazy');
    }
  }
});

// Headings in a post start at h2: the page's h1 is the post's title.
md.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') {
      token.tag = 'h2';
    }
  }
});

export function renderMarkdown(source: string): string {
  return md.render(source);
}
