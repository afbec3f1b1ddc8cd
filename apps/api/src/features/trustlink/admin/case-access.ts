import { accessMessages, caseMessages } from '@verdantia/domain';
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StaffPrincipal } from '../../../auth/staff-sessions.ts';
import type { Database } from '../../../db/client.ts';
import {
  staffPermissionGrants,
  trustlinkExclusions,
  trustlinkInteractions as t,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';

// Need to know, in one place. Every console query about cases goes through `visibleTo`: a case is
// visible to its assignee and to case managers, never to anyone excluded from it. A case the
// reader may not see answers 404, as if it did not exist.

/** Who is asking, with what they may read. */
export interface CaseReader {
  id: number;
  name: string;
  email: string;
  sessionId: number;
  role: StaffPrincipal['role'];
  caseManager: boolean;
}

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

export async function readerOf(db: Database, staff: StaffPrincipal): Promise<CaseReader> {
  return { ...staff, caseManager: await isCaseManager(db, staff.id) };
}

/** Not excluded from the case (named in it, or recused). */
export const notExcluded = (staffId: number | SQL) =>
  sql`not exists (select 1 from ${trustlinkExclusions} where ${trustlinkExclusions.interactionId} = ${t.id} and ${trustlinkExclusions.staffId} = ${staffId})`;

/** The cases this reader may see, as a condition on trustlink_interactions. */
export function visibleTo(reader: Pick<CaseReader, 'id' | 'caseManager'>): SQL {
  const reach = reader.caseManager ? sql`true` : eq(t.assigneeId, reader.id);
  return and(reach, notExcluded(reader.id))!;
}

/** @throws HttpError 404 unless the reader may see the case. */
export async function assertVisible(db: Database, reader: CaseReader, id: number): Promise<void> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), visibleTo(reader)));
  if (!row) throw new HttpError(404, caseMessages.notFound);
}

/** @throws HttpError 403 unless the reader is a case manager. */
export function assertManager(reader: CaseReader): void {
  if (!reader.caseManager) throw new HttpError(403, accessMessages.notCaseManager);
}

/** SQL: this staff id holds the case-manager permission. */
export const holdsCaseManager = (staffId: SQL | number | AnyPgColumn) =>
  exists(
    sql`(select 1 from ${staffPermissionGrants} where ${staffPermissionGrants.staffId} = ${staffId} and ${staffPermissionGrants.permission} = 'case_manager')`,
  );
