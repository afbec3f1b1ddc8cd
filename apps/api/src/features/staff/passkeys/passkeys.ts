import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { staffPasskeys, staffWebauthnChallenges } from '../../../db/schema/index.ts';
import type { StaffRow } from '../members.ts';

// Passkeys with @simplewebauthn/server. The relying party is the site of PUBLIC_URL. Challenges
// live in the database for five minutes and are used once (deleted as they are checked).

const CHALLENGE_MINUTES = 5;
const RP_NAME = 'Verdantia back-office';

const relyingParty = (config: Pick<Config, 'PUBLIC_URL'>) => {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
};

async function keepChallenge(db: Database, challenge: string, staffId: number | null) {
  await db.insert(staffWebauthnChallenges).values({
    challenge,
    staffId,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
}

/** Takes a live challenge out (once): true when it was pending for this member (or sign-in). */
async function takeChallenge(db: Database, challenge: string, staffId: number | null) {
  const rows = await db
    .delete(staffWebauthnChallenges)
    .where(
      and(
        eq(staffWebauthnChallenges.challenge, challenge),
        gt(staffWebauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ staffId: staffWebauthnChallenges.staffId });
  return rows.length === 1 && rows[0]!.staffId === staffId;
}

const challengeOf = (clientDataJSON: string): string => {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
};

export async function registrationOptions(db: Database, config: Config, user: StaffRow) {
  const existing = await db
    .select({ id: staffPasskeys.credentialId })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(config).rpID,
    userName: user.email,
    userDisplayName: user.name,
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, user.id);
  return options;
}

/** @returns the new passkey's id, or undefined when the response does not verify. */
export async function registerPasskey(
  db: Database,
  config: Config,
  staffId: number,
  input: { name: string; response: unknown },
): Promise<number | undefined> {
  const response = input.response as RegistrationResponseJSON;
  const challenge = challengeOf(response.response?.clientDataJSON ?? '');
  if (!(await takeChallenge(db, challenge, staffId))) return undefined;
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    const [row] = await db
      .insert(staffPasskeys)
      .values({
        staffId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? null,
        name: input.name,
      })
      .onConflictDoNothing()
      .returning({ id: staffPasskeys.id });
    return row?.id;
  } catch {
    return undefined;
  }
}

export async function signInOptions(db: Database, config: Config) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: 'required',
  });
  await keepChallenge(db, options.challenge, null);
  return options;
}

/** @returns the member the passkey belongs to, when the assertion verifies. */
export async function checkPasskey(db: Database, config: Config, raw: unknown) {
  const response = raw as AuthenticationResponseJSON;
  const challenge = challengeOf(response.response?.clientDataJSON ?? '');
  if (!(await takeChallenge(db, challenge, null))) return undefined;
  const [passkey] = await db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.credentialId, String(response.id)));
  if (!passkey) return undefined;
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        ...(passkey.transports ? { transports: passkey.transports as never } : {}),
      },
    });
    if (!result.verified) return undefined;
    await db
      .update(staffPasskeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(staffPasskeys.id, passkey.id));
    return passkey.staffId;
  } catch {
    return undefined;
  }
}
