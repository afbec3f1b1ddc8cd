import { ACKNOWLEDGEMENT_DUE_DAYS, FEEDBACK_DUE_MONTHS } from '@verdantia/domain';
import { and, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { trustlinkInteractions as t } from '../../../db/schema/index.ts';

// The deadlines of `caseDeadlines` (domain trustlink/deadlines.ts) as SQL over the clear columns,
// so the list filters, sorts and counts overdue cases in the database. The month arithmetic runs
// on UTC wall-clock timestamps, as the domain's does: 31 May + 3 months is 31 August, 30 November
// + 3 months the end of February, whatever the session's time zone.

/** Received + 7 days. */
export const acknowledgementDueSql = sql<Date>`(${t.receivedAt} + make_interval(days => ${sql.raw(String(ACKNOWLEDGEMENT_DUE_DAYS))}))`;

/** 3 calendar months after the acknowledgement, or after the 7 days when none was sent. */
export const feedbackDueSql = sql<Date>`(((coalesce(${t.acknowledgedAt}, ${acknowledgementDueSql}) at time zone 'UTC') + make_interval(months => ${sql.raw(String(FEEDBACK_DUE_MONTHS))})) at time zone 'UTC')`;

/** The deadline an open case runs against next; closed cases have none (sorted last). */
export const nextDueSql = sql<Date | null>`(case when ${t.closedAt} is not null then null when ${t.acknowledgedAt} is null then ${acknowledgementDueSql} when ${t.feedbackGivenAt} is null then ${feedbackDueSql} end)`;

/** Open, and a deadline passed unmet at `now`. */
export function overdueSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    isNull(t.closedAt),
    or(
      and(isNull(t.acknowledgedAt), sql`${at} > ${acknowledgementDueSql}`),
      and(isNull(t.feedbackGivenAt), sql`${at} > ${feedbackDueSql}`),
    ),
  )!;
}

/** The reporter wrote after the last staff message. */
export const awaitingStaffSql = and(
  isNotNull(t.lastReporterMessageAt),
  or(isNull(t.lastStaffMessageAt), lt(t.lastStaffMessageAt, t.lastReporterMessageAt)),
)!;
