import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@verdantia/domain';

/**
 * Turns the raw request path into a decoded site path, or undefined when it is not one we could
 * ever serve: bad percent-encoding, NUL, backslashes, empty, '.' or '..' segments, dotfiles.
 * Rejecting these up front is the traversal guard; `resolveInside` below is the second one.
 */
export function decodeSitePath(rawPath: string): string | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded === '/') return decoded;
  const segments = decoded.replace(/\/+$/, '').split('/').slice(1);
  const safe = segments.every(
    (s) => s.length > 0 && !s.startsWith('.') && !s.includes('\\') && !s.includes('\0'),
  );
  return safe ? decoded : undefined;
}

/** The absolute file for a site-relative path, or undefined if it would leave `root`. */
export function resolveInside(root: string, relative: string): string | undefined {
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** The file's stats when it exists and is a regular file. */
export async function statFile(file: string | undefined): Promise<Stats | undefined> {
  if (!file) return undefined;
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** sha256 CSP sources (without quotes) of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const scripts = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
  for (const [, attributes = '', content = ''] of html.matchAll(scripts)) {
    if (/\bsrc\s*=/i.test(attributes) || content.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return hashes;
}

export interface HtmlDocument {
  body: Buffer;
  scriptHashes: string[];
  /** Strong validator for If-None-Match: a hash of the served bytes (origin filled in). */
  etag: string;
}

/** The prerendered HTML with every placeholder origin replaced by the deployment's PUBLIC_URL. */
export function fillPublicOrigin(html: string, publicUrl: string): string {
  return html.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, publicUrl.replace(/\/+$/, ''));
}

/**
 * Reads each HTML file once, fills in the deployment's facts (`fill`: the public origin and the
 * runtime facts) and keeps it with its script hashes. The entry is keyed on mtime and size, so a
 * rebuilt site is picked up without a restart and a stale hash is never served; the ETag hashes
 * the served bytes, so a new PUBLIC_URL or setting is a new ETag.
 */
export function createHtmlCache(fill: (html: string) => string) {
  const cache = new Map<string, HtmlDocument & { version: string }>();
  return async (file: string, stat: Stats): Promise<HtmlDocument> => {
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    const html = fill(await fs.readFile(file, 'utf8'));
    const body = Buffer.from(html, 'utf8');
    const entry = {
      body,
      scriptHashes: inlineScriptHashes(html),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      version,
    };
    cache.set(file, entry);
    return entry;
  };
}
