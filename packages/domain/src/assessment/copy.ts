import { formatScoreRange, medals } from './medals.ts';
import { MIN_PEER_GROUP } from './profile.ts';

// Words the result page and the PDF report share, so both say the same thing.

export const scoringExplained: readonly string[] = [
  'Each answer is worth its step on the ladder from least to most mature: 0, 25, 50, 75 or 100 points.',
  'A pillar scores the average of its answers, out of 100.',
  '“Not applicable” leaves the question out of its pillar’s average. A pillar with fewer than half its questions answered shows “not enough answers” instead of a score.',
  'Your overall score is the average of the pillar scores, rounded to the nearest whole point, so each scored pillar counts equally.',
  'The action plan lists the five gaps worth the most overall points: the points an answer is short of 100, times that question’s share of the overall score.',
  `The overall score sets the medal: ${medals
    .map((medal) => `${medal.title} (${medal.tier}) ${formatScoreRange(medal)}`)
    .join(', ')}. Below 50 is the Beginning stage, which earns the Committed Badge.`,
  'On a reassessment linked to your previous result ID, a rise of one full medal level, or of 5 or more points within the same level, earns the Fast Mover Badge.',
];

export const nextStep = {
  title: 'Next step: book your verification',
  text: 'A self-assessment is where the medal starts. Our assessors verify your answers against evidence, which typically takes 2–4 weeks, then confirm your maturity score and award the medal, valid for one year.',
  action: 'Book verification',
  path: '/contact',
} as const;

/** "25 November 2026", as both the page and the report print dates. */
export const formatResultDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** How the benchmark reads, on the page and in the report. */
export const benchmarkText = (benchmark: { peers: number; percentile: number | null }) =>
  benchmark.percentile === null
    ? `Not enough peers yet: a comparison needs at least ${MIN_PEER_GROUP} other finished assessments of the same size band and sector (${benchmark.peers} so far).`
    : `You scored higher than ${benchmark.percentile}% of the ${benchmark.peers} other organisations of your size band and sector that finished the assessment.`;

/** A pillar's score as text: "75/100", or "not enough answers". */
export const pillarScoreText = (score: number | null) =>
  score === null ? 'not enough answers' : `${score}/100`;
