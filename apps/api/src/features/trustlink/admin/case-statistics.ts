import {
  ACKNOWLEDGEMENT_DUE_DAYS,
  caseDeadlines,
  caseStatuses,
  caseStatusLabels,
  interactionTypes,
  SMALL_CELL,
  showCell,
  type CaseDates,
  type CaseStatistics,
  type CaseStatisticsQuery,
  type CaseStatus,
  type InteractionType,
} from '@verdantia/domain';
import { and, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { trustlinkInteractions as t } from '../../../db/schema/index.ts';

// The statistics are computed from the clear columns only (status, type, dates): no case is
// opened. The same rows always give the same figures and the same CSV bytes.

const DAY_MS = 24 * 3600_000;

export interface StatisticsRow extends CaseDates {
  status: CaseStatus;
  interactionType: InteractionType;
}

const median = (values: number[]): number | null => {
  if (values.length < SMALL_CELL) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 10) / 10;
};

const daysBetween = (from: Date, to: Date | null) =>
  to === null ? null : (to.getTime() - from.getTime()) / DAY_MS;

const pct = (part: number, whole: number) =>
  whole < SMALL_CELL ? null : Math.round((100 * part) / whole);

const tally = <K extends string>(
  keys: readonly K[],
  of: (row: StatisticsRow) => K,
  rows: StatisticsRow[],
) => keys.map((key) => ({ key, count: showCell(rows.filter((r) => of(r) === key).length) }));

/** The figures for these cases (all received within the range). */
export function computeStatistics(
  rows: StatisticsRow[],
  range: { from: string | null; to: string | null },
): CaseStatistics {
  const months = [...new Set(rows.map((r) => r.receivedAt.toISOString().slice(0, 7)))].sort();
  const present = <T>(v: T | null): v is T => v !== null;
  const toAck = rows.map((r) => daysBetween(r.receivedAt, r.acknowledgedAt)).filter(present);
  const toFeedback = rows.map((r) => daysBetween(r.receivedAt, r.feedbackGivenAt)).filter(present);
  const toClose = rows.map((r) => daysBetween(r.receivedAt, r.closedAt)).filter(present);
  const ackInTime = toAck.filter((d) => d <= ACKNOWLEDGEMENT_DUE_DAYS).length;
  const feedbackInTime = rows.filter(
    (r) =>
      r.feedbackGivenAt !== null &&
      r.feedbackGivenAt.getTime() <= caseDeadlines(r, r.receivedAt).feedbackDueAt.getTime(),
  ).length;
  return {
    from: range.from,
    to: range.to,
    total: showCell(rows.length),
    byStatus: tally(caseStatuses, (r) => r.status, rows),
    byType: tally(interactionTypes, (r) => r.interactionType, rows),
    byMonth: tally(months, (r) => r.receivedAt.toISOString().slice(0, 7), rows),
    medianDaysToAcknowledge: median(toAck),
    medianDaysToFeedback: median(toFeedback),
    medianDaysToClose: median(toClose),
    acknowledgedWithin7DaysPct: pct(ackInTime, rows.length),
    feedbackWithin3MonthsPct: pct(feedbackInTime, rows.length),
  };
}

/** The cases received in [from, to] (whole UTC days), and their figures. */
export async function caseStatistics(db: Database, query: CaseStatisticsQuery) {
  const from = query.from ?? null;
  const to = query.to ?? null;
  const rows = await db
    .select({
      status: t.status,
      interactionType: t.interactionType,
      receivedAt: t.receivedAt,
      acknowledgedAt: t.acknowledgedAt,
      feedbackGivenAt: t.feedbackGivenAt,
      closedAt: t.closedAt,
    })
    .from(t)
    .where(
      and(
        from ? gte(t.receivedAt, new Date(`${from}T00:00:00Z`)) : undefined,
        to ? lt(t.receivedAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)) : undefined,
      ),
    );
  return computeStatistics(rows, { from, to });
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? 'withheld' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The same figures as CSV, in a fixed order with no time stamp: the same data gives the same bytes.
 * "<5" marks a count from 1 to 4; "withheld" a median or share over fewer than 5 cases.
 */
export function statisticsCsv(s: CaseStatistics): string {
  const lines: Array<[string, string, string | number | null]> = [
    ['range', 'from', s.from ?? 'all'],
    ['range', 'to', s.to ?? 'all'],
    ['cases', 'received', s.total],
    ...s.byStatus.map(
      (c) => ['status', caseStatusLabels[c.key], c.count] as [string, string, string | number],
    ),
    ...s.byType.map((c) => ['type', c.key, c.count] as [string, string, string | number]),
    ...s.byMonth.map(
      (c) => ['month received', c.key, c.count] as [string, string, string | number],
    ),
    ['median days', 'to acknowledge', s.medianDaysToAcknowledge],
    ['median days', 'to first feedback', s.medianDaysToFeedback],
    ['median days', 'to close', s.medianDaysToClose],
    ['per cent', 'acknowledged within 7 days', s.acknowledgedWithin7DaysPct],
    ['per cent', 'feedback within 3 months', s.feedbackWithin3MonthsPct],
  ];
  return (
    ['section,figure,value', ...lines.map((l) => l.map(csvCell).join(','))].join('\r\n') + '\r\n'
  );
}

/** "esrs-g1-whistleblowing-figures_2026-01-01_2026-12-31.csv" */
export const statisticsFileName = (s: CaseStatistics) =>
  `esrs-g1-whistleblowing-figures_${s.from ?? 'start'}_${s.to ?? 'today'}.csv`;
