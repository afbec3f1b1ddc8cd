import type { CaseExclusion } from '@verdantia/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { staffUsers, trustlinkExclusions as x } from '../../../db/schema/index.ts';

const excluded = staffUsers;
const requester = alias(staffUsers, 'requester');

/** The exclusions as case managers see them: a named person stays anonymous. */
export async function exclusionsOf(db: Database, caseId: number): Promise<CaseExclusion[]> {
  const rows = await db
    .select({ row: x, name: excluded.name, requestedBy: requester.name })
    .from(x)
    .innerJoin(excluded, eq(excluded.id, x.staffId))
    .leftJoin(requester, eq(requester.id, x.reinclusionRequestedBy))
    .where(eq(x.interactionId, caseId))
    .orderBy(asc(x.at), asc(x.id));
  return rows.map(({ row, name, requestedBy }) => ({
    id: row.id,
    reason: row.reason,
    name: row.reason === 'recused' ? name : null,
    at: row.at.toISOString(),
    reinclusionRequestedBy: requestedBy,
  }));
}
