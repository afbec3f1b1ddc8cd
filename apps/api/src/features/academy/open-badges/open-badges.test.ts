import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey } from 'node:crypto';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { certificates, courses } from '../../../db/schema/index.ts';
import { completeCourse, createCourse, learnerWithToken } from '../../../test/academy.ts';
import { createTestApp } from '../../../test/app.ts';
import { fromBase58btc, verifyDocument } from './data-integrity.ts';
import { BADGE_KEY_FILE, badgeKey } from './signing-key.ts';

// Open Badges 3.0: the credential validates against the OB 3.0 JSON schema checked in beside this
// test, and its eddsa-jcs-2022 proof verifies with the key the issuer profile publishes.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const schema = JSON.parse(
  readFileSync(new URL('./ob_v3p0_achievementcredential_schema.json', import.meta.url), 'utf8'),
);
const ajv = new Ajv2019({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2019) => void)(ajv);
const validate = ajv.compile(schema);

async function certified() {
  const course = await createCourse(app, { lectureCounts: [1], name: 'Scope 3 in practice' });
  await app.db
    .update(courses)
    .set({ cpdHalfHours: 3, fieldOfStudy: 'Greenhouse gas accounting' })
    .where(eq(courses.id, course.courseId));
  const learner = await learnerWithToken(app, 'Katherine Johnson');
  await app.inject({
    url: `/api/academy/website/enroll/${course.courseId}`,
    headers: learner.headers,
  });
  await completeCourse(app, learner.headers, course.courseId, course.lectureIds);
  const [row] = await app.db
    .select()
    .from(certificates)
    .where(eq(certificates.courseId, course.courseId));
  return { certificateId: row!.id, email: learner.email };
}

/** The issuer's public key from its profile (Multikey: 0xed01 then the 32 key bytes). */
async function publishedKey() {
  const profile = (await app.inject({ url: '/api/open-badges/issuer' })).json();
  const multibase: string = profile.verificationMethod[0].publicKeyMultibase;
  const bytes = fromBase58btc(multibase.slice(1));
  expect([...bytes.subarray(0, 2)]).toEqual([0xed, 0x01]);
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: bytes.subarray(2).toString('base64url') },
    format: 'jwk',
  });
}

describe('Open Badges 3.0 credentials', () => {
  it('downloads a credential that validates against the OB 3.0 schema and whose proof verifies', async () => {
    const { certificateId, email } = await certified();
    const response = await app.inject({ url: `/api/certificates/${certificateId}/open-badge` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=open-badge-${certificateId}.json`,
    );
    const credential = response.json();
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.achievement).toMatchObject({
      name: 'Scope 3 in practice',
      fieldOfStudy: 'Greenhouse gas accounting',
      creditsAvailable: 1.5,
    });
    expect(credential.issuer.name).toBe('Verdantia Academy');
    // The address never travels in clear.
    expect(response.body).not.toContain(email);

    const key = await publishedKey();
    expect(verifyDocument(credential, key)).toBe(true);
    const tampered = structuredClone(credential);
    tampered.credentialSubject.achievement.creditsAvailable = 40;
    expect(verifyDocument(tampered, key)).toBe(false);
  });

  it('gives none for a revoked certificate (410) or an unknown one (404); the schema rejects a badge without an achievement', async () => {
    const { certificateId } = await certified();
    const good = (
      await app.inject({ url: `/api/certificates/${certificateId}/open-badge` })
    ).json();
    const broken = structuredClone(good);
    delete broken.credentialSubject.achievement;
    expect(validate(broken)).toBe(false);
    await app.db
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(eq(certificates.id, certificateId));
    const revoked = await app.inject({ url: `/api/certificates/${certificateId}/open-badge` });
    expect(revoked.statusCode).toBe(410);
    const unknown = await app.inject({ url: '/api/certificates/VRD-0000-0000-0000/open-badge' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the signing key', () => {
  it('is generated once into DATA_DIR with mode 0600 and read back after a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'badge-key-'));
    try {
      const first = badgeKey({ ...app.config, DATA_DIR: dir });
      const file = path.join(dir, BADGE_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = badgeKey({ ...app.config, DATA_DIR: dir });
      expect(again.publicBytes.equals(first.publicBytes)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
