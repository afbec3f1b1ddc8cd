import {
  MIN_PEER_GROUP,
  medalDistributionKeys,
  pillars,
  type AdminAssessmentList,
} from '@verdantia/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { assessments } from '../../../db/schema/index.ts';

type MedalKey = (typeof medalDistributionKeys)[number];
const counted = and(eq(assessments.status, 'finished'), not(assessments.testRun));

const emptyMedals = () =>
  Object.fromEntries(medalDistributionKeys.map((key) => [key, 0])) as Record<MedalKey, number>;

/** Finished assessments (staff test runs left out) by medal, over all of them. */
export async function medalDistribution(db: Database) {
  const counts = await db
    .select({ medal: assessments.medal, count: sql<number>`count(*)::int` })
    .from(assessments)
    .where(counted)
    .groupBy(assessments.medal);
  const distribution = emptyMedals();
  let total = 0;
  for (const { medal, count } of counts) {
    distribution[(medal ?? 'beginning') as MedalKey] += Number(count);
    total += Number(count);
  }
  return { distribution, total };
}

/**
 * Medals and average pillar scores per size band and sector. A group under the minimum size shows
 * its count only: with a handful of companies, averages would all but name them.
 */
export async function peerGroups(db: Database): Promise<AdminAssessmentList['groups']> {
  const rows = await db
    .select({
      sizeBand: assessments.sizeBand,
      sector: assessments.sector,
      medal: assessments.medal,
      count: sql<number>`count(*)::int`,
    })
    .from(assessments)
    .where(
      and(counted, sql`${assessments.sizeBand} is not null and ${assessments.sector} is not null`),
    )
    .groupBy(assessments.sizeBand, assessments.sector, assessments.medal);
  const groups = new Map<
    string,
    { sizeBand: string; sector: string; count: number; medals: Record<MedalKey, number> }
  >();
  for (const row of rows) {
    const key = `${row.sizeBand}|${row.sector}`;
    const group = groups.get(key) ?? {
      sizeBand: row.sizeBand!,
      sector: row.sector!,
      count: 0,
      medals: emptyMedals(),
    };
    group.count += Number(row.count);
    group.medals[(row.medal ?? 'beginning') as MedalKey] += Number(row.count);
    groups.set(key, group);
  }
  const pillarAverages = await groupPillarAverages(db);
  return [...groups.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.sizeBand.localeCompare(b.sizeBand) ||
        a.sector.localeCompare(b.sector),
    )
    .map((group) => {
      const shown = group.count >= MIN_PEER_GROUP;
      return {
        ...group,
        medals: shown ? group.medals : null,
        pillars: shown ? (pillarAverages.get(`${group.sizeBand}|${group.sector}`) ?? null) : null,
      };
    });
}

async function groupPillarAverages(db: Database) {
  const rows = await db
    .select({
      sizeBand: assessments.sizeBand,
      sector: assessments.sector,
      ...Object.fromEntries(
        pillars.map((pillar) => [
          pillar.id,
          sql<
            number | null
          >`round(avg((${assessments.pillarScores} ->> ${pillar.id})::numeric))::int`,
        ]),
      ),
    })
    .from(assessments)
    .where(counted)
    .groupBy(assessments.sizeBand, assessments.sector);
  // Read as unknown: the driver may hand back numbers as strings.
  return new Map(
    rows.map((row) => [
      `${row.sizeBand}|${row.sector}`,
      Object.fromEntries(
        pillars.map((pillar) => {
          const value = (row as Record<string, unknown>)[pillar.id];
          return [pillar.id, value === null || value === undefined ? null : Number(value)];
        }),
      ),
    ]),
  );
}
