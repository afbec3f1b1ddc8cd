import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

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
  /** Strong validator for If-None-Match: size and mtime, as static file servers do. */
  etag: string;
}

/**
 * Reads each HTML file once and keeps it with its script hashes. The entry is keyed on mtime and
 * size, so a rebuilt site is picked up without a restart and a stale hash is never served.
 */
export function createHtmlCache() {
  const cache = new Map<string, HtmlDocument & { version: string }>();
  return async (file: string, stat: Stats): Promise<HtmlDocument> => {
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    const body = await fs.readFile(file);
    const entry = {
      body,
      scriptHashes: inlineScriptHashes(body.toString('utf8')),
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      version,
    };
    cache.set(file, entry);
    return entry;
  };
}
