import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, keyRing, newDataKey, wrapDataKey } from '../../crypto/envelope.ts';
import { caseCipher, cipherFor } from './sealed-case.ts';

const base64Key = () => randomBytes(32).toString('base64');

describe("a case's cipher", () => {
  const ring = keyRing(base64Key());
  const { dataKey, ...wrapped } = newDataKey(ring);
  const row = { ...wrapped, interactionId: 'ABCD-1234' };
  const sealedTitle = cipherFor(dataKey, row.interactionId).sealTitle('Invoices paid twice');

  it('opens the case every time it is asked, with the same key', () => {
    for (let i = 0; i < 3; i += 1) {
      const cipher = caseCipher(ring, row);
      expect(cipher.dataKey.equals(dataKey)).toBe(true);
      expect(cipher.openTitle(sealedTitle)).toBe('Invoices paid twice');
    }
  });

  it('still binds the title to its case: the key of one case does not open it for another', () => {
    const other = caseCipher(ring, { ...wrapped, interactionId: 'WXYZ-9876' });
    expect(() => other.openTitle(sealedTitle)).toThrow(EnvelopeError);
  });

  it('refuses a tampered wrapped key, however often it is asked', () => {
    const bytes = Buffer.from(wrapped.wrappedKey, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    const tampered = { ...row, wrappedKey: bytes.toString('base64') };
    for (let i = 0; i < 2; i += 1) expect(() => caseCipher(ring, tampered)).toThrow(EnvelopeError);
  });

  it('does not open with a ring that lacks the wrapping key, after the right ring did', () => {
    caseCipher(ring, row);
    expect(() => caseCipher(keyRing(base64Key()), row)).toThrow(/no DATA_KEY with id/);
  });

  it('opens a key re-wrapped by a rotation with the new ring; the old ring cannot', () => {
    const next = keyRing(base64Key(), ring.current.key.toString('base64'));
    const rewrapped = { ...wrapDataKey(next, dataKey), interactionId: row.interactionId };
    expect(caseCipher(next, row).openTitle(sealedTitle)).toBe('Invoices paid twice');
    expect(caseCipher(next, rewrapped).openTitle(sealedTitle)).toBe('Invoices paid twice');
    expect(() => caseCipher(ring, rewrapped)).toThrow(/no DATA_KEY with id/);
  });
});
