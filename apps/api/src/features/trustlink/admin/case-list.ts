import {
  caseDeadlines,
  caseStatuses,
  type CaseDashboard,
  type CaseListItem,
  type caseQuerySchema,
} from '@verdantia/domain';
import type { z } from 'zod';
import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { staffUsers, trustlinkInteractions } from '../../../db/schema/index.ts';
import { caseReference } from '../notify.ts';
import { caseCipher, ringOf, type CaseConfig } from '../sealed-case.ts';
import type { Database } from '../../../db/client.ts';

export const CASE_PAGE_SIZE = 25;

type CaseRow = typeof trustlinkInteractions.$inferSelect;
type Listed = CaseRow & { assigneeName: string | null };

const iso = (date: Date) => date.toISOString();

/** A case as the list shows it: title opened, deadlines and overdue computed now. */
export function listItem(config: CaseConfig, row: Listed, now = new Date()): CaseListItem {
  const report = caseCipher(ringOf(config), row).openReport(row.sealedReport);
  const deadlines = caseDeadlines(row, now);
  const awaitingStaff =
    row.lastReporterMessageAt !== null &&
    (row.lastStaffMessageAt === null || row.lastReporterMessageAt > row.lastStaffMessageAt);
  return {
    id: row.id,
    reference: caseReference(row.id),
    title: report.title,
    interactionType: row.interactionType,
    priority: row.priority,
    status: row.status,
    receivedAt: iso(row.receivedAt),
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    awaitingStaff,
    acknowledgementDueAt: iso(deadlines.acknowledgementDueAt),
    feedbackDueAt: iso(deadlines.feedbackDueAt),
    acknowledgementOverdue: deadlines.acknowledgementOverdue,
    feedbackOverdue: deadlines.feedbackOverdue,
    overdue: deadlines.overdue,
  };
}

async function casesWhere(db: Database, where: SQL | undefined): Promise<Listed[]> {
  const rows = await db
    .select({ row: trustlinkInteractions, assigneeName: staffUsers.name })
    .from(trustlinkInteractions)
    .leftJoin(staffUsers, eq(staffUsers.id, trustlinkInteractions.assigneeId))
    .where(where)
    .orderBy(desc(trustlinkInteractions.receivedAt), desc(trustlinkInteractions.id));
  return rows.map(({ row, assigneeName }) => ({ ...row, assigneeName }));
}

/**
 * One page of cases, newest first. Status, type, priority and assignee filter in the database;
 * the title is sealed, so the free-text search (and overdue, which depends on the clock) runs over
 * the opened rows.
 */
export async function listCases(
  db: Database,
  config: CaseConfig,
  query: z.output<typeof caseQuerySchema>,
  staffId: number,
) {
  const t = trustlinkInteractions;
  const conditions = [
    query.status ? eq(t.status, query.status) : undefined,
    query.interactionType ? eq(t.interactionType, query.interactionType) : undefined,
    query.priority ? eq(t.priority, query.priority) : undefined,
    query.assigned === 'me' ? eq(t.assigneeId, staffId) : undefined,
    query.assigned === 'none' ? isNull(t.assigneeId) : undefined,
  ];
  const now = new Date();
  const needle = query.q?.trim().toLocaleLowerCase();
  const items = (await casesWhere(db, and(...conditions)))
    .map((row) => listItem(config, row, now))
    .filter((item) => query.overdue === undefined || item.overdue === query.overdue)
    .filter((item) => !needle || item.title.toLocaleLowerCase().includes(needle));
  const start = (query.page - 1) * CASE_PAGE_SIZE;
  return { items: items.slice(start, start + CASE_PAGE_SIZE), total: items.length };
}

/** Counts for the console's dashboard: open, overdue, new, waiting for staff, by status. */
export async function caseDashboard(db: Database): Promise<CaseDashboard> {
  const now = new Date();
  const open = await casesWhere(db, ne(trustlinkInteractions.status, 'closed'));
  const closed = await db.$count(trustlinkInteractions, eq(trustlinkInteractions.status, 'closed'));
  const byStatus: Record<string, number> = Object.fromEntries(caseStatuses.map((s) => [s, 0]));
  for (const row of open) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  byStatus.closed = closed;
  const items = open.map((row) => ({
    overdue: caseDeadlines(row, now).overdue,
    awaitingStaff:
      row.lastReporterMessageAt !== null &&
      (row.lastStaffMessageAt === null || row.lastReporterMessageAt > row.lastStaffMessageAt),
  }));
  return {
    open: open.length,
    overdue: items.filter((i) => i.overdue).length,
    new: byStatus.new ?? 0,
    awaitingStaff: items.filter((i) => i.awaitingStaff).length,
    byStatus,
  };
}
