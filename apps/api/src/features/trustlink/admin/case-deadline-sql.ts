import { and, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { trustlinkInteractions as t } from '../../../db/schema/index.ts';

// The deadlines of `caseDeadlines` (domain trustlink/deadlines.ts) as SQL, so that the list
// filters, sorts and counts overdue cases in the database. The generated column next_due_at (see
// db/schema/trustlink.ts) holds an open case's next unmet deadline; a case is overdue exactly when
// it has passed (case-list.test.ts checks this against the domain rule).

/** The deadline an open case runs against next; closed cases and met deadlines have none. */
export const nextDueSql = sql`${t.nextDueAt}`;

/** Open, and a deadline passed unmet at `now`. */
export function overdueSql(now: Date): SQL {
  return lt(t.nextDueAt, now);
}

/** The reporter wrote after the last staff message. */
export const awaitingStaffSql = and(
  isNotNull(t.lastReporterMessageAt),
  or(isNull(t.lastStaffMessageAt), lt(t.lastStaffMessageAt, t.lastReporterMessageAt)),
)!;
