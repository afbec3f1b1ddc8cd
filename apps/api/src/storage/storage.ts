import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: one interface for images now, TrustLink evidence and course videos
 * next. Keys are relative names like `images/ab12.png`; anything that could climb out of the
 * storage (`..`, absolute paths, backslashes, empty segments) is refused before any I/O.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, replacing nothing: a key is written once. */
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<void>;
  /**
   * Stores a stream under `key` without holding it in memory (videos of hundreds of MB). Nothing
   * is left under the key when the stream fails.
   * @returns the number of bytes stored.
   */
  putStream(key: string, body: Readable, options?: { contentType?: string }): Promise<number>;
  /**
   * The stored bytes as a stream, or undefined when there is no such key. With `range`, only
   * bytes start..end (inclusive) are streamed; `size` is still the whole file's.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Moves a stored file to a new key: how a file written under a pending name is published once
   * its database row is committed. Refused when `to` exists (keys are written once).
   */
  move(from: string, to: string): Promise<void>;
  /** Every stored key under `prefix` (a folder such as `trustlink/`), with its last change. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** What the server says at start-up (never a secret). */
  readonly description: string;
}

export interface ListedFile {
  key: string;
  modifiedAt: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface StoredFile {
  body: Readable;
  size: number | undefined;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** Thrown for a key that is not a plain relative name. */
export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

/** @throws StorageKeyError unless every `/`-separated segment is a plain file name. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  const plain = segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!plain || key.length > 512) throw new StorageKeyError('invalid storage key');
  return key;
}
