import { createHash, sign, verify, type KeyObject } from 'node:crypto';

// The Data Integrity proof "eddsa-jcs-2022" (W3C vc-di-eddsa): the credential and the proof's
// options are canonicalised with JCS (RFC 8785), hashed with SHA-256, and the two hashes signed
// with Ed25519; the signature is written in multibase base58btc. JCS needs no RDF processing.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** RFC 8785 for the values a credential holds: sorted keys, ECMAScript number and string forms. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58btc(bytes: Uint8Array): string {
  let number = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (number > 0n) {
    out = ALPHABET[Number(number % 58n)] + out;
    number /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export function fromBase58btc(text: string): Buffer {
  let number = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error('not base58btc');
    number = number * 58n + BigInt(digit);
  }
  let hex = number === 0n ? '' : number.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = text.match(/^1*/)![0].length;
  return Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
}

export interface DataIntegrityProof {
  type: 'DataIntegrityProof';
  cryptosuite: 'eddsa-jcs-2022';
  created: string;
  verificationMethod: string;
  proofPurpose: 'assertionMethod';
  proofValue: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function hashData(document: Record<string, unknown>, options: Record<string, unknown>) {
  return Buffer.concat([sha256(canonicalJson(options)), sha256(canonicalJson(document))]);
}

/** `document` with an eddsa-jcs-2022 proof added. */
export function signDocument<T extends Record<string, unknown>>(
  document: T,
  privateKey: KeyObject,
  verificationMethod: string,
  created: Date,
): T & { proof: DataIntegrityProof } {
  const options = {
    type: 'DataIntegrityProof' as const,
    cryptosuite: 'eddsa-jcs-2022' as const,
    created: created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verificationMethod,
    proofPurpose: 'assertionMethod' as const,
    '@context': document['@context'] as Json,
  };
  const signature = sign(null, hashData(document, options), privateKey);
  const { '@context': _context, ...proof } = options;
  return { ...document, proof: { ...proof, proofValue: `z${base58btc(signature)}` } };
}

/** Whether a document's eddsa-jcs-2022 proof was made by `publicKey` over exactly this content. */
export function verifyDocument(document: Record<string, unknown>, publicKey: KeyObject): boolean {
  const { proof, ...unsigned } = document as { proof?: DataIntegrityProof };
  if (!proof || proof.cryptosuite !== 'eddsa-jcs-2022' || !proof.proofValue.startsWith('z')) {
    return false;
  }
  const { proofValue, ...options } = proof;
  const data = hashData(unsigned, { ...options, '@context': unsigned['@context' as never] });
  return verify(null, data, publicKey, fromBase58btc(proofValue.slice(1)));
}
