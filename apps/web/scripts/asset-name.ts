import { createHash } from 'node:crypto';

/**
 * Vite's way of naming an asset: its base name and eight URL-safe characters of its hash. Used for
 * the files the post-build steps write (the flattened stylesheet, the core font subset), so that
 * the immutable cache of /assets/ never serves a stale file under a reused name.
 */
export function hashedName(base: string, content: string | Uint8Array, extension = 'css') {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `${base}-${hash}.${extension}`;
}
