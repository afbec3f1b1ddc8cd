import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUNTIME_FACTS } from '@verdantia/domain';

/** Enough text to pass the compression threshold (1 KB). */
const filler = '<p>Sustainability reporting that stands up to scrutiny.</p>\n'.repeat(40);

export const fakeInlineScripts = {
  home: 'window.__reactRouterContext = { "page": "home" };',
  about: 'window.__reactRouterContext = { "page": "about" };',
  notFound: 'window.__reactRouterContext = { "page": "404" };',
  fallback: 'window.__reactRouterContext = { "page": "spa" };',
};

const page = (title: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>` +
  `<script type="module" src="/assets/entry-abc123.js"></script></head>` +
  `<body><h1>${title}</h1>${filler}<script>${script}</script></body></html>`;

/**
 * A miniature React Router build (ssr: false + prerender) in a temporary folder, plus a file
 * beside it that path traversal would reach. Returns the folder to use as WEB_DIST.
 */
export function createFakeWebDist(): { root: string; cleanup: () => void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-web-'));
  const root = path.join(base, 'client');
  const files: Record<string, string> = {
    'index.html': page('Home', fakeInlineScripts.home),
    'about/index.html': page('About us', fakeInlineScripts.about),
    'legal/Cookies/index.html': page('Cookie policy', fakeInlineScripts.about),
    'solution/getting-started/materiality-assessment-&-strategy/index.html': page(
      'Materiality',
      fakeInlineScripts.about,
    ),
    'trust-link-1/index.html': page(
      'TrustLink',
      `window.__reactRouterContext = { "text": "kept for ${RUNTIME_FACTS.trustlinkRetentionDays.placeholder} days" };`,
    ).replace(
      '<html lang="en">',
      `<html lang="en" ${RUNTIME_FACTS.trustlinkRetentionDays.attribute}="${RUNTIME_FACTS.trustlinkRetentionDays.placeholder}">`,
    ),
    '404/index.html': page('Page not found', fakeInlineScripts.notFound),
    '__spa-fallback.html': page('Loading', fakeInlineScripts.fallback),
    'assets/entry-abc123.js': `console.log("entry");\n${'export const x = 1;\n'.repeat(100)}`,
    'assets/x.js': 'export const x = 1;\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
    'Data/posts.data.json': '[]',
    'service/internal-audit.data': '[{"_1":2},"blocks"]',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  fs.writeFileSync(path.join(base, 'secret.txt'), 'outside the web root');
  return { root, cleanup: () => fs.rmSync(base, { recursive: true, force: true }) };
}
