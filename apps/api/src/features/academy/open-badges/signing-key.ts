import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config.ts';
import { MEMORY_DATA_DIR } from '../../../config.ts';

// The Ed25519 key that signs Open Badges credentials. Like JWT_SECRET and DATA_KEY it is made once
// into DATA_DIR (open-badges-key.pem, mode 0600) and never rewritten: a new key would leave every
// credential issued before unverifiable. OPEN_BADGES_KEY (a PKCS#8 PEM) wins when set; instances
// that share one PostgreSQL must all be given the same one.

export const BADGE_KEY_FILE = 'open-badges-key.pem';

export interface BadgeKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key, for the issuer's Multikey. */
  publicBytes: Buffer;
}

const cache = new WeakMap<Config, BadgeKey>();

function fromPem(pem: string): BadgeKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('OPEN_BADGES_KEY: must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  return { privateKey, publicKey, publicBytes: Buffer.from(jwk.x!, 'base64url') };
}

function readOrCreate(dataDir: string): string {
  const file = path.join(dataDir, BADGE_KEY_FILE);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': should another process have made it first, its key is the one.
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    return pem.toString();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8');
    throw error;
  }
}

/** The signing key of this configuration, loaded or made on first use. */
export function badgeKey(config: Config): BadgeKey {
  let key = cache.get(config);
  if (!key) {
    const given = process.env.OPEN_BADGES_KEY;
    const pem =
      given ??
      (config.DATA_DIR === MEMORY_DATA_DIR
        ? generateKeyPairSync('ed25519')
            .privateKey.export({ type: 'pkcs8', format: 'pem' })
            .toString()
        : readOrCreate(config.DATA_DIR));
    key = fromPem(pem);
    cache.set(config, key);
  }
  return key;
}
