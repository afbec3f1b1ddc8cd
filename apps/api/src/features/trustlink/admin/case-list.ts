import {
  CASE_PAGE_SIZE,
  caseDeadlines,
  caseIdOfReference,
  caseStatuses,
  type CaseDashboard,
  type CaseListItem,
  type caseQuerySchema,
} from '@verdantia/domain';
import type { z } from 'zod';
import {
  and,
  asc,
  count,
  desc,
  eq,
  isNull,
  not,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { preparedOnce } from '../../../db/prepared.ts';
import { staffUsers, trustlinkInteractions as t } from '../../../db/schema/index.ts';
import { caseReference } from '../notify.ts';
import type { KeyRing } from '../../../crypto/envelope.ts';
import { caseCipher, openCaseTitle, ringOf, type CaseConfig } from '../sealed-case.ts';
import type { Database } from '../../../db/client.ts';
import { awaitingStaffSql, nextDueSql, overdueSql } from './case-deadline-sql.ts';
import { unreadableReason } from './readable-case.ts';
import { visibleTo, type CaseReader } from './case-access.ts';

type CaseRow = typeof t.$inferSelect;

/** The columns the list reads of a case: what it shows and what opens the title, no more. */
const listedColumns = {
  id: t.id,
  interactionId: t.interactionId,
  wrappedKey: t.wrappedKey,
  keyId: t.keyId,
  sealedTitle: t.sealedTitle,
  interactionType: t.interactionType,
  priority: t.priority,
  status: t.status,
  receivedAt: t.receivedAt,
  acknowledgedAt: t.acknowledgedAt,
  feedbackGivenAt: t.feedbackGivenAt,
  closedAt: t.closedAt,
  assigneeId: t.assigneeId,
  lastReporterMessageAt: t.lastReporterMessageAt,
  lastStaffMessageAt: t.lastStaffMessageAt,
};
type ListedRow = Pick<CaseRow, keyof typeof listedColumns>;
type Listed = ListedRow & { assigneeName: string | null };

/**
 * The whole sealed report, only for a case received before titles were sealed on their own (its
 * title is in there alone); null for every other case, so the page does not carry reports it
 * never opens.
 */
const reportOfOlderCase = sql<
  string | null
>`case when ${t.sealedTitle} is null then ${t.sealedReport} end`;

const iso = (date: Date) => date.toISOString();

/** A case as the list shows it, with the given (opened) title; deadlines computed now. */
export function listItem(row: Listed, title: string, now = new Date()): CaseListItem {
  const deadlines = caseDeadlines(row, now);
  const awaitingStaff =
    row.lastReporterMessageAt !== null &&
    (row.lastStaffMessageAt === null || row.lastReporterMessageAt > row.lastStaffMessageAt);
  return {
    id: row.id,
    reference: caseReference(row.id),
    title,
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

/** The sealed title, or why it cannot be opened: one unreadable case never breaks the list. */
function titleOf(ring: KeyRing, row: ListedRow, olderReport: string | null): string {
  try {
    // Exactly one is set: the title sealed on its own or, for an older case, the report holding
    // it ('' would not open, and the row would say its content is damaged).
    return row.sealedTitle !== null
      ? openCaseTitle(ring, row, row.sealedTitle)
      : caseCipher(ring, row).openReport(olderReport ?? '').title;
  } catch (error) {
    const reason = unreadableReason(error);
    if (reason) return reason;
    throw error;
  }
}

type Query = z.output<typeof caseQuerySchema>;

function filterOf(query: Query, reader: CaseReader, now: Date): SQL | undefined {
  const staffId = reader.id;
  const reference = query.q?.trim() ? caseIdOfReference(query.q) : undefined;
  return and(
    visibleTo(reader),
    query.status ? eq(t.status, query.status) : undefined,
    query.interactionType ? eq(t.interactionType, query.interactionType) : undefined,
    query.priority ? eq(t.priority, query.priority) : undefined,
    query.assigned === 'me' ? eq(t.assigneeId, staffId) : undefined,
    query.assigned === 'none' ? isNull(t.assigneeId) : undefined,
    query.overdue === true ? overdueSql(now) : undefined,
    query.overdue === false ? or(isNull(t.nextDueAt), not(overdueSql(now))) : undefined,
    // A search that is no reference matches nothing (titles are sealed, never searched).
    query.q?.trim() ? (reference ? eq(t.id, reference) : sql`false`) : undefined,
  );
}

const orderOf = (sort: Query['sort']) =>
  sort === 'oldest'
    ? [asc(t.receivedAt), asc(t.id)]
    : sort === 'deadline'
      ? [sql`${nextDueSql} asc nulls last`, desc(t.receivedAt), desc(t.id)]
      : [desc(t.receivedAt), desc(t.id)];

/**
 * One page of cases and how many match, in one statement: the count rides along as a scalar
 * subquery (evaluated once), so the page is still read through the ordering's index. Filtering,
 * ordering, counting and paging happen in the database on the clear columns.
 */
function pageOf(
  db: Database,
  where: SQL | undefined,
  sort: Query['sort'],
  offset: number | Placeholder,
) {
  return db
    .select({
      row: listedColumns,
      olderReport: reportOfOlderCase,
      assigneeName: staffUsers.name,
      total: sql<number>`(select count(*) from ${t} where ${where})`.mapWith(Number),
    })
    .from(t)
    .leftJoin(staffUsers, eq(staffUsers.id, t.assigneeId))
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(CASE_PAGE_SIZE)
    .offset(offset);
}

/**
 * The list as staff open it (no filter, no search, newest first) is most of its traffic, so its
 * statement is built once per database and kind of reader: the visibility rule differs for case
 * managers. Each request binds only the reader's id and where the page starts.
 */
const unfilteredPage = (caseManager: boolean) =>
  preparedOnce((db) =>
    pageOf(
      db,
      visibleTo({ id: sql.placeholder('staffId'), caseManager }),
      'newest',
      sql.placeholder('offset'),
    ).prepare(`trustlink_cases_unfiltered_${caseManager ? 'manager' : 'assignee'}`),
  );
export const unfilteredPageFor = {
  manager: unfilteredPage(true),
  assignee: unfilteredPage(false),
};

/** No filter and no search, newest first (on any page): any other field is a filter. */
function isUnfiltered({ page: _page, sort, q, ...filters }: Query): boolean {
  return (
    (sort ?? 'newest') === 'newest' &&
    !q?.trim() &&
    Object.values(filters).every((value) => value === undefined)
  );
}

/** One page of the cases this reader may see; only the cases of the page are opened (titles). */
export async function listCases(
  db: Database,
  config: CaseConfig,
  query: Query,
  reader: CaseReader,
) {
  const now = new Date();
  const offset = (query.page - 1) * CASE_PAGE_SIZE;
  const rows = isUnfiltered(query)
    ? await unfilteredPageFor[reader.caseManager ? 'manager' : 'assignee'](db).execute({
        staffId: reader.id,
        offset,
      })
    : await pageOf(db, filterOf(query, reader, now), query.sort, offset);
  const ring = ringOf(config);
  const items = rows.map(({ row, olderReport, assigneeName }) =>
    listItem({ ...row, assigneeName }, titleOf(ring, row, olderReport), now),
  );
  // A page past the end has no row to carry the count: only then is it asked on its own (an
  // empty first page needs no asking: nothing matches).
  const total =
    rows[0]?.total ?? (query.page === 1 ? 0 : await countCases(db, filterOf(query, reader, now)));
  return { items, total };
}

async function countCases(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(t).where(where);
  return counted?.total ?? 0;
}

/** Counts for the console's dashboard: open, overdue, new, waiting for staff, by status. */
export async function caseDashboard(db: Database, reader: CaseReader): Promise<CaseDashboard> {
  const now = new Date();
  const visible = visibleTo(reader);
  const open = sql`${t.status} <> 'closed'`;
  const [byStatusRows, [counts]] = await Promise.all([
    db.select({ status: t.status, n: count() }).from(t).where(visible).groupBy(t.status),
    db
      .select({
        overdue: sql<number>`count(*) filter (where ${and(open, overdueSql(now))})`.mapWith(Number),
        awaitingStaff: sql<number>`count(*) filter (where ${and(open, awaitingStaffSql)})`.mapWith(
          Number,
        ),
      })
      .from(t)
      .where(visible),
  ]);
  const byStatus: Record<string, number> = Object.fromEntries(caseStatuses.map((s) => [s, 0]));
  for (const row of byStatusRows) byStatus[row.status] = row.n;
  return {
    open: byStatusRows.filter((r) => r.status !== 'closed').reduce((sum, r) => sum + r.n, 0),
    overdue: counts?.overdue ?? 0,
    new: byStatus.new ?? 0,
    awaitingStaff: counts?.awaitingStaff ?? 0,
    byStatus,
  };
}
