import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, 1 lane,
// the OWASP minimum for argon2id. Hashes carry their parameters, so raising them later still
// verifies old hashes.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a damaged hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash: an unknown e-mail costs the same time as a wrong password,
 * so the answer's timing does not tell who has an account.
 */
export async function burnVerification(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
