import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, keyRing, newDataKey, wrapDataKey } from '../../crypto/envelope.ts';
import { caseCipher, cipherFor, openCaseTitle } from './sealed-case.ts';

const base64Key = () => randomBytes(32).toString('base64');

/** A case on a ring of its own: its wrapped key, its data key and its title sealed. */
function sealedCase(interactionId: string, title: string) {
  const ring = keyRing(base64Key());
  const { dataKey, ...wrapped } = newDataKey(ring);
  const row = { ...wrapped, interactionId };
  return {
    ring,
    dataKey,
    wrapped,
    row,
    sealedTitle: cipherFor(dataKey, interactionId).sealTitle(title),
  };
}

describe("a case's cipher", () => {
  const { ring, dataKey, wrapped, row, sealedTitle } = sealedCase(
    'ABCD-1234',
    'Invoices paid twice',
  );

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

describe("the staff list's opened titles", () => {
  const { ring, dataKey, row, sealedTitle } = sealedCase('EFGH-5678', 'Safety checks skipped');

  it('gives the same title when it is kept and when it is opened again after ten minutes', () => {
    const now = Date.now();
    expect(openCaseTitle(ring, row, sealedTitle, now)).toBe('Safety checks skipped');
    expect(openCaseTitle(ring, row, sealedTitle, now + 1_000)).toBe('Safety checks skipped');
    expect(openCaseTitle(ring, row, sealedTitle, now + 11 * 60_000)).toBe('Safety checks skipped');
  });

  it('does not give a kept title to another case that holds a copy of it', () => {
    openCaseTitle(ring, row, sealedTitle);
    const other = newDataKey(ring);
    const copiedKeyToo = { ...row, interactionId: 'WXYZ-9876' };
    const ownKey = { keyId: other.keyId, wrappedKey: other.wrappedKey, interactionId: 'WXYZ-9876' };
    expect(() => openCaseTitle(ring, copiedKeyToo, sealedTitle)).toThrow(EnvelopeError);
    expect(() => openCaseTitle(ring, ownKey, sealedTitle)).toThrow(EnvelopeError);
  });

  it('refuses a tampered title or wrapped key after the genuine one was kept', () => {
    openCaseTitle(ring, row, sealedTitle);
    const bytes = Buffer.from(sealedTitle, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openCaseTitle(ring, row, bytes.toString('base64'))).toThrow(EnvelopeError);
    const key = Buffer.from(row.wrappedKey, 'base64');
    key[key.length - 1]! ^= 1;
    const tampered = { ...row, wrappedKey: key.toString('base64') };
    expect(() => openCaseTitle(ring, tampered, sealedTitle)).toThrow(EnvelopeError);
  });

  it('is not reached through another ring: one without the wrapping key refuses the title', () => {
    openCaseTitle(ring, row, sealedTitle);
    expect(() => openCaseTitle(keyRing(base64Key()), row, sealedTitle)).toThrow(
      /no DATA_KEY with id/,
    );
  });

  it('still opens every title past a thousand kept ones', () => {
    const titles = Array.from({ length: 1_005 }, (_, i) => `Case title ${i}`);
    const cipher = cipherFor(dataKey, row.interactionId);
    for (const title of titles) {
      expect(openCaseTitle(ring, row, cipher.sealTitle(title))).toBe(title);
    }
    expect(openCaseTitle(ring, row, sealedTitle)).toBe('Safety checks skipped');
  });
});
