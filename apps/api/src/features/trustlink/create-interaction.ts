import { randomInt } from 'node:crypto';
import { INTERACTION_ID_LENGTH, type ValidInteraction } from '@verdantia/domain';
import { recordAudit } from '../../audit/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newDataKey } from '../../crypto/envelope.ts';
import {
  trustlinkEvidence,
  trustlinkEvents,
  trustlinkInteractions,
} from '../../db/schema/index.ts';
import { putEvidence, type CheckedEvidence } from './evidence-store.ts';
import { notifyHandlers } from './notify.ts';
import { cipherFor, ringOf, type SealedReport, type CaseConfig } from './sealed-case.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';

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
  };
}

/**
 * Stores a new report: the content sealed under a fresh data key, the PIN as an argon2id hash, the
 * evidence sealed in storage; tells the case handlers (without content). A clash with an existing
 * interaction ID (about one in 10^15 per report) draws a new one.
 * @returns the interaction ID to show the reporter.
 */
export async function createInteraction(
  db: Database,
  storage: FileStorage,
  config: CaseConfig,
  input: ValidInteraction,
  evidence: CheckedEvidence | undefined,
): Promise<string> {
  const pinHash = await hashPassword(input.reporter.password);
  const ring = ringOf(config);
  for (let attempt = 0; attempt < MAX_ID_TRIES; attempt += 1) {
    const interactionId = newInteractionId();
    const { dataKey, wrappedKey, keyId } = newDataKey(ring);
    const cipher = cipherFor(dataKey, interactionId);
    const storageKey = evidence
      ? await putEvidence(storage, dataKey, interactionId, evidence)
      : undefined;
    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(trustlinkInteractions)
          .values({
            interactionId,
            pinHash,
            wrappedKey,
            keyId,
            sealedReport: cipher.sealReport(reportOf(input)),
            interactionType: input.interactionType,
            priority: input.priority,
          })
          .onConflictDoNothing({ target: trustlinkInteractions.interactionId })
          .returning({ id: trustlinkInteractions.id });
        if (!row) return undefined;
        if (evidence && storageKey) {
          await tx.insert(trustlinkEvidence).values({
            interactionId: row.id,
            storageKey,
            sealedName: cipher.sealName(evidence.fileName),
            contentType: evidence.contentType,
            size: evidence.bytes.length,
          });
        }
        await tx
          .insert(trustlinkEvents)
          .values({ interactionId: row.id, action: 'trustlink.received' });
        await recordAudit(tx, {
          actor: null,
          action: 'trustlink.received',
          target: `trustlink:${row.id}`,
          detail: { evidence: evidence ? 1 : 0 },
        });
        await notifyHandlers(tx, config, 'new', row.id);
        return row;
      });
      if (created) return interactionId;
    } catch (error) {
      if (storageKey) await storage.delete(storageKey).catch(() => {});
      throw error;
    }
    if (storageKey) await storage.delete(storageKey).catch(() => {});
  }
  throw new Error('could not draw an unused interaction ID');
}
