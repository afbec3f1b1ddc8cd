import {
  findQuestion,
  frameworkCoverage,
  percentileRank,
  pillarTrend,
  resultValidUntil,
  scoreAssessment,
  type AssessmentView,
} from '@verdantia/domain';
import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessments } from '../../db/schema/index.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

// What the visitor sees of an assessment: its answers, and once finished the result computed
// again from them, with the trend since the previous result and the benchmark against peers.

/** Only answers to questions that exist count (the stored answers were validated on the way in). */
export const knownAnswers = (answers: Record<string, number>) =>
  Object.fromEntries(Object.entries(answers).filter(([questionId]) => findQuestion(questionId)));

/**
 * The other finished assessments in the same size band and sector, staff test runs left out,
 * and how many of them scored below and level with `overall`. Counted when asked, so the
 * figures are exact however many finish at once.
 */
export async function peerCounts(db: Database, row: AssessmentRow, overall: number) {
  if (!row.sizeBand || !row.sector) return { peers: 0, below: 0, equal: 0 };
  const [counts] = await db
    .select({
      peers: sql<number>`count(*)::int`,
      below: sql<number>`(count(*) filter (where ${assessments.overall} < ${overall}))::int`,
      equal: sql<number>`(count(*) filter (where ${assessments.overall} = ${overall}))::int`,
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.status, 'finished'),
        not(assessments.testRun),
        eq(assessments.sizeBand, row.sizeBand),
        eq(assessments.sector, row.sector),
        ne(assessments.id, row.id),
      ),
    );
  return {
    peers: Number(counts?.peers ?? 0),
    below: Number(counts?.below ?? 0),
    equal: Number(counts?.equal ?? 0),
  };
}

export async function viewOf(db: Database, row: AssessmentRow): Promise<AssessmentView> {
  const finished = row.status === 'finished' && row.finishedAt !== null && row.overall !== null;
  let result: AssessmentView['result'] = null;
  if (finished) {
    const answers = knownAnswers(row.answers);
    const scored = scoreAssessment(answers, row.previousScore ?? undefined);
    const counts = await peerCounts(db, row, scored.overall);
    result = {
      ...scored,
      coverage: frameworkCoverage(answers, row.sizeBand ?? ''),
      trend: row.previousPillars ? pillarTrend(scored.pillars, row.previousPillars) : null,
      benchmark: { peers: counts.peers, percentile: percentileRank(counts) },
      previousScore: row.previousScore,
      issuedAt: row.finishedAt!.toISOString(),
      validUntil: resultValidUntil(row.finishedAt!).toISOString(),
    };
  }
  return {
    id: row.id,
    organisation: row.organisation,
    sizeBand: row.sizeBand ?? '',
    sector: row.sector ?? '',
    previousId: row.previousId,
    status: row.status,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    result,
  };
}
