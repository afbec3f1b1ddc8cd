import { createHash, randomBytes } from 'node:crypto';
import { academyMessages, certificatePagePath, site } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { certificates, learners } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { certificateStatus, CERTIFICATE_ISSUER } from '../certificates.ts';
import { base58btc, signDocument } from './data-integrity.ts';
import { badgeKey } from './signing-key.ts';

// A certificate as an Open Badges 3.0 AchievementCredential (1EdTech), signed by the academy with
// an eddsa-jcs-2022 Data Integrity proof. The learner is named as on the certificate and
// identified by a salted hash of their e-mail address (an address in clear would travel with
// every copy of the badge).

export const OB_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

export const issuerId = (publicUrl: string) => `${publicUrl}/api/open-badges/issuer`;
export const verificationMethodOf = (publicUrl: string) => `${issuerId(publicUrl)}#key-1`;

/** The issuer's profile with its public key (Multikey, Ed25519: multicodec 0xed01). */
export function issuerProfile(config: Config) {
  const key = badgeKey(config);
  const id = issuerId(config.PUBLIC_URL);
  return {
    '@context': [...OB_CONTEXT, 'https://w3id.org/security/multikey/v1'],
    id,
    type: ['Profile'],
    name: CERTIFICATE_ISSUER,
    url: config.PUBLIC_URL,
    email: site.email,
    verificationMethod: [
      {
        id: verificationMethodOf(config.PUBLIC_URL),
        type: 'Multikey',
        controller: id,
        publicKeyMultibase: `z${base58btc(Buffer.concat([Buffer.from([0xed, 0x01]), key.publicBytes]))}`,
      },
    ],
  };
}

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The signed credential of a valid or expired certificate.
 * @throws HttpError 404 for an unknown ID, 410 for a revoked or withdrawn certificate.
 */
export async function openBadgeCredential(db: Database, config: Config, certificateId: string) {
  const [row] = await db
    .select({ certificate: certificates, email: learners.email })
    .from(certificates)
    .leftJoin(learners, eq(learners.id, certificates.learnerId))
    .where(eq(certificates.id, certificateId));
  if (!row) throw new HttpError(404, academyMessages.certificateNotFound);
  const { certificate, email } = row;
  const status = certificateStatus(certificate);
  if (status === 'revoked' || status === 'withdrawn' || !email) {
    throw new HttpError(410, 'This certificate is no longer valid, so it has no Open Badge.');
  }
  const publicUrl = config.PUBLIC_URL;
  const salt = randomBytes(16).toString('hex');
  const hours = certificate.cpdHalfHours / 2;
  const credential = {
    '@context': OB_CONTEXT,
    id: `${publicUrl}${certificatePagePath(certificate.id)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${certificate.courseName}: certificate of completion`,
    issuer: {
      id: issuerId(publicUrl),
      type: ['Profile'],
      name: certificate.issuer,
      url: publicUrl,
    },
    validFrom: isoSeconds(certificate.issuedAt),
    ...(certificate.expiresAt ? { validUntil: isoSeconds(certificate.expiresAt) } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: `sha256$${createHash('sha256')
            .update(email + salt)
            .digest('hex')}`,
          salt,
        },
      ],
      ...(hours > 0 ? { creditsEarned: hours } : {}),
      achievement: {
        id: `${publicUrl}/api/open-badges/achievements/${certificate.courseId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.courseName,
        description: `Completion of the course "${certificate.courseName}" at ${certificate.issuer}.`,
        criteria: {
          narrative: 'Watched every lecture of the course in full and passed its final assessment.',
        },
        ...(certificate.fieldOfStudy ? { fieldOfStudy: certificate.fieldOfStudy } : {}),
        ...(hours > 0 ? { creditsAvailable: hours } : {}),
        creator: { id: issuerId(publicUrl), type: ['Profile'], name: certificate.issuer },
      },
    },
  };
  return signDocument(
    credential,
    badgeKey(config).privateKey,
    verificationMethodOf(publicUrl),
    new Date(),
  );
}
