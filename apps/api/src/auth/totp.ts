import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '../config.ts';
import { EnvelopeError, keyRing, openText, sealText } from '../crypto/envelope.ts';

// TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1: what every authenticator app reads) with
// otplib. Secrets are stored sealed with DATA_KEY and carry its id, so a DATA_KEY rotation still
// opens them with the previous key.

type KeyConfig = Pick<Config, 'DATA_KEY' | 'DATA_KEY_PREVIOUS'>;

const ISSUER = 'Verdantia back-office';
const context = (staffId: number) => `staff-totp:${staffId}`;

/** A fresh secret (base32, 20 bytes) and what the authenticator app scans. */
export async function newTotpSecret(email: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

export function sealTotpSecret(config: KeyConfig, staffId: number, secret: string): string {
  const { current } = keyRing(config.DATA_KEY, config.DATA_KEY_PREVIOUS);
  return `${current.id}:${sealText(current.key, secret, context(staffId))}`;
}

export function openTotpSecret(config: KeyConfig, staffId: number, stored: string): string {
  const ring = keyRing(config.DATA_KEY, config.DATA_KEY_PREVIOUS);
  const [id, sealed] = stored.split(':');
  const key = [ring.current, ring.previous].find((k) => k?.id === id);
  if (!key || !sealed) throw new EnvelopeError('the TOTP secret was sealed by another key', id);
  return openText(key.key, sealed, context(staffId));
}

/**
 * The 30-second step a code belongs to (one step of clock drift either way), or undefined for a
 * wrong code. Codes of a step at or before `afterStep` are refused: each step is accepted once.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
