import { randomInt } from 'node:crypto';
import { INTERACTION_ID_LENGTH, type ValidInteraction } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newDataKey } from '../../crypto/envelope.ts';
import { trustlinkEvents, trustlinkInteractions } from '../../db/schema/index.ts';
import { insertEvidenceRow, type PendingEvidence } from './evidence-store.ts';
import { noteHandlerActivity } from './notify.ts';
import { excludeNamedStaff } from './admin/exclusions.ts';
import { cipherFor, ringOf, type SealedReport, type CaseConfig } from './sealed-case.ts';
import type { Database } from '../../db/client.ts';

const MAX_ID_TRIES = 5;

/**
 * 16 digits from the operating system's cryptographic generator, the first one not 0 (so the ID
 * reads the same as a number): 9 × 10^15 values, about 53 bits, never sequential.
 */
export function newInteractionId(): string {
  let id = String(randomInt(1, 10));
  while (id.length < INTERACTION_ID_LENGTH) id += String(randomInt(0, 10));
  return id;
}

const orNull = (value: string | undefined) => value ?? null;

function reportOf(input: ValidInteraction): SealedReport {
  return {
    title: input.title,
    description: input.interactionDescription,
    location: input.interactionLocation,
    relationShip: input.relationShip,
    closureDate: orNull(input.closureDate),
    reporter: {
      firstName: orNull(input.reporter.firstName),
      lastName: orNull(input.reporter.lastName),
      email: orNull(input.reporter.email),
      phoneNumber: orNull(input.reporter.phoneNumber),
    },
    involvedPersons: input.involvedPersons.map((p) => ({
      fullName: p.fullName,
      jobRole: p.jobRole,
      email: orNull(p.email),
    })),
    language: input.language,
  };
}

/** A new case's identity, drawn before its form is read: evidence is sealed to it as it arrives. */
export interface NewCase {
  interactionId: string;
  dataKey: Buffer;
  wrappedKey: string;
  keyId: string;
}

/**
 * Draws an interaction ID not yet in use and a fresh data key. The unique index stays the
 * guarantee: two reports drawing the same unused ID in the same instant (about one in 10^30)
 * would fail the second, never mix them.
 */
export async function newCase(db: Database, config: CaseConfig): Promise<NewCase> {
  for (let attempt = 0; attempt < MAX_ID_TRIES; attempt += 1) {
    const interactionId = newInteractionId();
    const [taken] = await db
      .select({ id: trustlinkInteractions.id })
      .from(trustlinkInteractions)
      .where(eq(trustlinkInteractions.interactionId, interactionId));
    if (!taken) return { interactionId, ...newDataKey(ringOf(config)) };
  }
  throw new Error('could not draw an unused interaction ID');
}

/**
 * Stores a new report: the content sealed under the case's data key, the PIN as an argon2id hash,
 * the row of its evidence (already sealed in storage under its pending name, published by the
 * caller after this commit); notes it for the handlers' next digest (without content).
 * @returns the interaction ID to show the reporter.
 */
export async function createInteraction(
  db: Database,
  config: CaseConfig,
  drawn: NewCase,
  input: ValidInteraction,
  evidence: PendingEvidence | undefined,
): Promise<string> {
  const pinHash = await hashPassword(input.reporter.password);
  const { interactionId, dataKey, wrappedKey, keyId } = drawn;
  const cipher = cipherFor(dataKey, interactionId);
  const report = reportOf(input);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trustlinkInteractions)
      .values({
        interactionId,
        pinHash,
        wrappedKey,
        keyId,
        sealedReport: cipher.sealReport(report),
        sealedTitle: cipher.sealTitle(report.title),
        interactionType: input.interactionType,
        priority: input.priority,
      })
      .returning({ id: trustlinkInteractions.id });
    if (evidence) await insertEvidenceRow(tx, cipher, { interactionId: row!.id }, evidence);
    await tx
      .insert(trustlinkEvents)
      .values({ interactionId: row!.id, action: 'trustlink.received' });
    await recordAudit(tx, {
      actor: null,
      action: 'trustlink.received',
      target: `trustlink:${row!.id}`,
      detail: { evidence: evidence ? 1 : 0 },
    });
    // Conflicts of interest: matched now, while the names are in memory; only the ids are kept.
    await excludeNamedStaff(tx, row!.id, report.involvedPersons);
    await noteHandlerActivity(tx, 'new', row!.id);
  });
  return interactionId;
}
