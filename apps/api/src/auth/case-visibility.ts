import { and, eq, exists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  staffPermissionGrants,
  trustlinkExclusions,
  trustlinkInteractions as t,
} from '../db/schema/index.ts';

// Need to know for TrustLink cases, as SQL: shared by the case console and the staff dashboard.
// A case is visible to its assignee and to case managers, never to anyone excluded from it.

/** Whether this account holds the case-manager permission. */
export async function isCaseManager(db: Database, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffPermissionGrants.staffId })
    .from(staffPermissionGrants)
    .where(
      and(
        eq(staffPermissionGrants.staffId, staffId),
        eq(staffPermissionGrants.permission, 'case_manager'),
      ),
    );
  return Boolean(row);
}

/** Not excluded from the case (named in it, or recused). */
export const notExcluded = (staffId: number | SQL | Placeholder) =>
  sql`not exists (select 1 from ${trustlinkExclusions} where ${trustlinkExclusions.interactionId} = ${t.id} and ${trustlinkExclusions.staffId} = ${staffId})`;

/**
 * The cases this reader may see, as a condition on trustlink_interactions. The id may be a
 * placeholder, bound per request, in a statement prepared once per kind of reader.
 */
export function visibleTo(reader: { id: number | Placeholder; caseManager: boolean }): SQL {
  const reach = reader.caseManager ? sql`true` : eq(t.assigneeId, reader.id);
  return and(reach, notExcluded(reader.id))!;
}

/** SQL: this staff id holds the case-manager permission. */
export const holdsCaseManager = (staffId: SQL | number | AnyPgColumn) =>
  exists(
    sql`(select 1 from ${staffPermissionGrants} where ${staffPermissionGrants.staffId} = ${staffId} and ${staffPermissionGrants.permission} = 'case_manager')`,
  );
