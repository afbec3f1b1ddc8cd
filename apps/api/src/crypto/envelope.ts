import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

// Envelope encryption for data at rest. Each record (a TrustLink interaction) gets its own random
// AES-256-GCM data key; content is sealed with that key, and the key itself is stored wrapped
// (sealed) by a key-encryption key, DATA_KEY, together with DATA_KEY's id. Rotating DATA_KEY
// re-wraps the small data keys only; no content is re-encrypted. During a rotation the server
// holds the new key and the previous one and unwraps with whichever the stored id names.

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;
/** Streamed layout: the tag is known only at the end, so it follows the ciphertext. */
const STREAM_VERSION = 2;

/** A key-encryption key and its id (the first 8 bytes of its SHA-256, in hex: not secret). */
export interface KeyEncryptionKey {
  id: string;
  key: Buffer;
}

/** The current DATA_KEY (wraps new data keys) and, during a rotation, the previous one. */
export interface KeyRing {
  current: KeyEncryptionKey;
  previous?: KeyEncryptionKey | undefined;
}

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
  /** Set when the value was wrapped by a DATA_KEY this process does not hold (its id). */
  missingKeyId: string | undefined;
  constructor(message: string, missingKeyId?: string) {
    super(message);
    this.missingKeyId = missingKeyId;
  }
}

/** A key from its base64 text (DATA_KEY is 32 bytes in base64). */
export function keyEncryptionKey(base64: string): KeyEncryptionKey {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new EnvelopeError('a data key must be 32 bytes');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

export function keyRing(current: string, previous?: string): KeyRing {
  return {
    current: keyEncryptionKey(current),
    previous: previous ? keyEncryptionKey(previous) : undefined,
  };
}

/** Seals bytes: version (1) | iv (12) | tag (16) | ciphertext. `context` is bound as AAD. */
export function sealBytes(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/**
 * Seals a stream as it passes, holding no more than a chunk: version (2) | iv (12) | ciphertext |
 * tag (16). `openBytes` opens both layouts. `context` is bound as AAD.
 */
export function sealStream(key: Buffer, context: string): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const body = cipher.update(chunk);
      if (started) return done(null, body);
      started = true;
      done(null, Buffer.concat([Buffer.from([STREAM_VERSION]), iv, body]));
    },
    flush(done) {
      const last = cipher.final();
      const head = started ? [] : [Buffer.from([STREAM_VERSION]), iv];
      done(null, Buffer.concat([...head, last, cipher.getAuthTag()]));
    },
  });
}

/** @throws EnvelopeError when the key, the context or the bytes do not match (tampering). */
export function openBytes(key: Buffer, sealed: Buffer, context: string): Buffer {
  const version = sealed[0];
  if (
    sealed.length < 1 + IV_BYTES + TAG_BYTES ||
    (version !== VERSION && version !== STREAM_VERSION)
  ) {
    throw new EnvelopeError('not a sealed value');
  }
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const [tag, body] =
    version === VERSION
      ? [
          sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES),
          sealed.subarray(1 + IV_BYTES + TAG_BYTES),
        ]
      : [
          sealed.subarray(sealed.length - TAG_BYTES),
          sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES),
        ];
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new EnvelopeError('the sealed value could not be opened');
  }
}

/** Text sealed to base64 text (for a database column). */
export function sealText(key: Buffer, plain: string, context: string): string {
  return sealBytes(key, Buffer.from(plain, 'utf8'), context).toString('base64');
}

export function openText(key: Buffer, sealed: string, context: string): string {
  return openBytes(key, Buffer.from(sealed, 'base64'), context).toString('utf8');
}

export const sealJson = (key: Buffer, value: unknown, context: string) =>
  sealText(key, JSON.stringify(value), context);
export const openJson = <T>(key: Buffer, sealed: string, context: string): T =>
  JSON.parse(openText(key, sealed, context)) as T;

/** A wrapped data key as stored: base64 of the sealed key, and the id of the key that wraps it. */
export interface WrappedKey {
  wrappedKey: string;
  keyId: string;
}

const WRAP_CONTEXT = 'data-key';

/** A fresh random data key, and its wrapped form under the ring's current key. */
export function newDataKey(ring: KeyRing): { dataKey: Buffer } & WrappedKey {
  const dataKey = randomBytes(32);
  return { dataKey, ...wrapDataKey(ring, dataKey) };
}

export function wrapDataKey(ring: KeyRing, dataKey: Buffer): WrappedKey {
  return {
    wrappedKey: sealBytes(ring.current.key, dataKey, WRAP_CONTEXT).toString('base64'),
    keyId: ring.current.id,
  };
}

/** @throws EnvelopeError when no key of the ring has the stored id. */
export function unwrapDataKey(ring: KeyRing, stored: WrappedKey): Buffer {
  const kek = [ring.current, ring.previous].find((k) => k?.id === stored.keyId);
  if (!kek) {
    throw new EnvelopeError(
      `no DATA_KEY with id ${stored.keyId} is configured (set DATA_KEY_PREVIOUS during a rotation)`,
      stored.keyId,
    );
  }
  return openBytes(kek.key, Buffer.from(stored.wrappedKey, 'base64'), WRAP_CONTEXT);
}
