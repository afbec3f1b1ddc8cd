import { randomBytes } from 'node:crypto';
import { caseStatuses, interactionTypes, priorities } from '@verdantia/domain';
import type { Database } from '../db/client.ts';
import { trustlinkInteractions } from '../db/schema/index.ts';
import { newDataKey } from '../crypto/envelope.ts';
import { cipherFor, ringOf, type CaseConfig } from '../features/trustlink/sealed-case.ts';

// Many sealed TrustLink cases at once, straight into the table (no PIN hashing, no mail): for the
// case list's tests and its benchmark (scripts/case-list-bench.ts). Each case has its own data
// key, a sealed report and its title sealed on its own, as a real submission would.

const DAY = 24 * 3600_000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

type Row = typeof trustlinkInteractions.$inferInsert;

/** One sealed case; `i` varies type, priority, status and dates. */
export function sealedCaseRow(config: CaseConfig, i: number, now = Date.now()): Row {
  const interactionId = randomBytes(8).readBigUInt64BE().toString().slice(-16).padStart(16, '0');
  const { dataKey, wrappedKey, keyId } = newDataKey(ringOf(config));
  const cipher = cipherFor(dataKey, interactionId);
  const title = `Seeded case ${i}`;
  const status = pick(caseStatuses, i * 7);
  const receivedAt = new Date(now - (i % 400) * DAY - (i % 97) * 3600_000);
  const acknowledged = status !== 'new';
  const closed = status === 'closed';
  return {
    interactionId,
    pinHash: 'seeded: no PIN',
    wrappedKey,
    keyId,
    sealedReport: cipher.sealReport({
      title,
      description: 'A seeded report for the case list.',
      location: 'Plant 4',
      relationShip: 'Employee',
      closureDate: null,
      reporter: { firstName: null, lastName: null, email: null, phoneNumber: null },
      involvedPersons: [],
    }),
    sealedTitle: cipher.sealTitle(title),
    interactionType: pick(interactionTypes, i),
    priority: pick(priorities, i * 5),
    status,
    receivedAt,
    acknowledgedAt: acknowledged ? new Date(receivedAt.getTime() + (i % 10) * DAY) : null,
    feedbackGivenAt: acknowledged && i % 3 === 0 ? new Date(receivedAt.getTime() + 20 * DAY) : null,
    closedAt: closed ? new Date(receivedAt.getTime() + 30 * DAY) : null,
    closureReason: closed ? 'substantiated' : null,
    lastReporterMessageAt: i % 4 === 0 ? new Date(receivedAt.getTime() + 2 * DAY) : null,
  };
}

/** Inserts `count` sealed cases in batches. @returns their ids. */
export async function seedCases(db: Database, config: CaseConfig, count: number, batch = 500) {
  const ids: number[] = [];
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) =>
      sealedCaseRow(config, start + k),
    );
    const inserted = await db
      .insert(trustlinkInteractions)
      .values(rows)
      .returning({ id: trustlinkInteractions.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
