/**
 * The Sustainability Maturity Medal system: medals by score, the two badges,
 * validity and the award process. Plain TypeScript (no zod) so marketing pages can import it
 * without weighing on their first load; the assessment reuses the same rules.
 */

export const MIN_SCORE = 0;
export const MAX_SCORE = 100;
/** Below this score an organisation is at the Beginning stage and earns no medal yet. */
export const FIRST_MEDAL_SCORE = 50;
/** Fast Mover: a gain of at least this many points within the same level. */
export const FAST_MOVER_MIN_GAIN = 5;
/** A medal is valid for this many months from issuance, then reassessed. */
export const MEDAL_VALIDITY_MONTHS = 12;

export type MedalId =
  'green-starter' | 'eco-innovator' | 'sustainability-leader' | 'climate-champion';
export type MedalTier = 'Bronze' | 'Silver' | 'Gold' | 'Diamond';
export type MaturityStage = 'Beginning' | 'Developing' | 'Maturing' | 'Advancing' | 'Leading';

export interface Medal {
  id: MedalId;
  title: string;
  tier: MedalTier;
  stage: Exclude<MaturityStage, 'Beginning'>;
  /** 1 (Bronze) to 4 (Diamond); the Beginning stage is level 0. */
  level: 1 | 2 | 3 | 4;
  minScore: number;
  maxScore: number;
}

/** The four medals, in ascending order. */
export const medals: readonly Medal[] = [
  {
    id: 'green-starter',
    title: 'Green Starter',
    tier: 'Bronze',
    stage: 'Developing',
    level: 1,
    minScore: 50,
    maxScore: 69,
  },
  {
    id: 'eco-innovator',
    title: 'Eco Innovator',
    tier: 'Silver',
    stage: 'Maturing',
    level: 2,
    minScore: 70,
    maxScore: 79,
  },
  {
    id: 'sustainability-leader',
    title: 'Sustainability Leader',
    tier: 'Gold',
    stage: 'Advancing',
    level: 3,
    minScore: 80,
    maxScore: 89,
  },
  {
    id: 'climate-champion',
    title: 'Climate Champion',
    tier: 'Diamond',
    stage: 'Leading',
    level: 4,
    minScore: 90,
    maxScore: 100,
  },
];

export type BadgeId = 'committed' | 'fast-mover';

export interface Badge {
  id: BadgeId;
  title: string;
  description: string;
}

export const badges: readonly Badge[] = [
  {
    id: 'committed',
    title: 'Committed Badge',
    description:
      'For organisations at the Beginning stage (a score below 50) that have measured where they stand and committed to improve.',
  },
  {
    id: 'fast-mover',
    title: 'Fast Mover Badge',
    description:
      'For an increase of at least one full medal level, or a gain of 5 or more points within the same level. It can be combined with any medal.',
  },
];

export const medalValidity = {
  months: MEDAL_VALIDITY_MONTHS,
  summary: 'Medals are valid for one year from issuance, with an annual reassessment.',
} as const;

export type AwardStepId = 'register' | 'assessment' | 'verification' | 'scoring' | 'assignment';

export interface AwardStep {
  id: AwardStepId;
  title: string;
  /** How long the step takes, where the spec states it. */
  duration?: string;
}

/** The five steps from registration to medal. */
export const awardProcess: readonly AwardStep[] = [
  { id: 'register', title: 'Register' },
  { id: 'assessment', title: 'Complete the assessment', duration: 'Under 30 minutes' },
  { id: 'verification', title: 'Verification', duration: 'Typically 2–4 weeks' },
  { id: 'scoring', title: 'Maturity scoring' },
  { id: 'assignment', title: 'Medal assignment' },
];

/** A score is a finite number from 0 to 100 (fractions allowed, e.g. averaged answers). */
export function isValidScore(score: unknown): score is number {
  return (
    typeof score === 'number' && Number.isFinite(score) && score >= MIN_SCORE && score <= MAX_SCORE
  );
}

function assertScore(score: number, name = 'score'): void {
  if (!isValidScore(score)) {
    throw new RangeError(
      `${name} must be a number from ${MIN_SCORE} to ${MAX_SCORE}, got ${String(score)}`,
    );
  }
}

/**
 * The medal a score earns, or null below 50 (Beginning stage). The table's ranges are whole
 * points; a fractional score belongs to the highest medal whose minimum it reaches (69.5 is still
 * Green Starter). Throws a RangeError for anything that is not a score.
 */
export function medalForScore(score: number): Medal | null {
  assertScore(score);
  for (let i = medals.length - 1; i >= 0; i--) {
    if (score >= medals[i]!.minScore) return medals[i]!;
  }
  return null;
}

/** 0 for the Beginning stage, else the medal's level (1-4). */
export function levelForScore(score: number): number {
  return medalForScore(score)?.level ?? 0;
}

export function stageForScore(score: number): MaturityStage {
  return medalForScore(score)?.stage ?? 'Beginning';
}

/** The Committed Badge goes to organisations at the Beginning stage. */
export function isCommitted(score: number): boolean {
  return medalForScore(score) === null;
}

/**
 * Fast Mover: the current score is at least one full level above the previous one,
 * or it gained 5+ points within the same level. The Beginning stage counts as a level, so moving
 * from it to Green Starter is a full level. A fall or a smaller gain does not qualify.
 */
export function isFastMover(previous: number, current: number): boolean {
  assertScore(previous, 'previous');
  assertScore(current, 'current');
  const before = levelForScore(previous);
  const after = levelForScore(current);
  if (after > before) return true;
  return after === before && current - previous >= FAST_MOVER_MIN_GAIN;
}

/** The badges a score earns, given the previous assessment's score if there was one. */
export function badgesFor(current: number, previous?: number): Badge[] {
  const earned = new Set<BadgeId>();
  if (isCommitted(current)) earned.add('committed');
  if (previous !== undefined && isFastMover(previous, current)) earned.add('fast-mover');
  return badges.filter((badge) => earned.has(badge.id));
}

/** When a medal issued at `issuedAt` expires: one year later (29 February falls to 28 February). */
export function medalExpiresAt(issuedAt: Date): Date {
  const expires = new Date(issuedAt.getTime());
  expires.setUTCMonth(expires.getUTCMonth() + MEDAL_VALIDITY_MONTHS);
  if (expires.getUTCDate() !== issuedAt.getUTCDate()) expires.setUTCDate(0);
  return expires;
}

/** "50–69": a medal's score range for display. */
export function formatScoreRange(medal: Pick<Medal, 'minScore' | 'maxScore'>): string {
  return `${medal.minScore}–${medal.maxScore}`;
}
