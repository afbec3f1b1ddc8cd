import type { PillarScore } from './score-types.ts';

/** Pillar id -> score (null: not enough answers), kept from the assessment a reassessment follows. */
export type PillarScoreMap = Readonly<Record<string, number | null>>;

export interface PillarChange {
  id: string;
  title: string;
  previous: number | null;
  current: number | null;
  /** null when either side has no score. */
  change: number | null;
}

export const pillarScoreMap = (pillars: readonly PillarScore[]): PillarScoreMap =>
  Object.fromEntries(pillars.map((pillar) => [pillar.id, pillar.score]));

/** The change per pillar since the previous assessment. */
export function pillarTrend(
  current: readonly PillarScore[],
  previous: PillarScoreMap,
): PillarChange[] {
  return current.map((pillar) => {
    const before = previous[pillar.id] ?? null;
    return {
      id: pillar.id,
      title: pillar.title,
      previous: before,
      current: pillar.score,
      change: before === null || pillar.score === null ? null : pillar.score - before,
    };
  });
}

/** "+12", "−5" or "no change", as the page and the report print a change. */
export const formatChange = (change: number | null) =>
  change === null
    ? 'not comparable'
    : change === 0
      ? 'no change'
      : change > 0
        ? `+${change}`
        : `−${-change}`;
