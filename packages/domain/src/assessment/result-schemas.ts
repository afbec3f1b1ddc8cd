import { z } from 'zod';

// The assessment API's answers: an assessment and, once finished, its result.

const medalSchema = z.object({
  id: z.string(),
  title: z.string(),
  tier: z.string(),
  stage: z.string(),
  level: z.number(),
  minScore: z.number(),
  maxScore: z.number(),
});
const link = z.object({ label: z.string(), path: z.string() });
const areaSchema = z.object({
  questionId: z.string(),
  pillar: z.string(),
  area: z.string(),
  score: z.number().nullable(),
  service: link,
});

export const assessmentResultSchema = z.object({
  overall: z.number(),
  pillars: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      score: z.number().nullable(),
      answered: z.number(),
      questions: z.number(),
    }),
  ),
  medal: medalSchema.nullable(),
  stage: z.string(),
  badges: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  strengths: z.array(areaSchema),
  weakest: z.array(areaSchema),
  actionPlan: z.array(
    z.object({
      questionId: z.string(),
      pillar: z.string(),
      area: z.string(),
      score: z.number(),
      gain: z.number(),
      action: z.string(),
      owner: z.string(),
      link,
    }),
  ),
  coverage: z.object({
    version: z.string(),
    frameworks: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        note: z.string(),
        addressed: z.array(z.string()),
        missing: z.array(z.string()),
        total: z.number(),
        percent: z.number(),
      }),
    ),
  }),
  /** The change per pillar since the linked previous result (null: not a reassessment). */
  trend: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        previous: z.number().nullable(),
        current: z.number().nullable(),
        change: z.number().nullable(),
      }),
    )
    .nullable(),
  benchmark: z.object({ peers: z.number(), percentile: z.number().nullable() }),
  previousScore: z.number().nullable(),
  issuedAt: z.string(),
  validUntil: z.string(),
});
export type AssessmentResultView = z.infer<typeof assessmentResultSchema>;

export const assessmentViewSchema = z.object({
  id: z.string(),
  organisation: z.string(),
  sizeBand: z.string(),
  sector: z.string(),
  previousId: z.string().nullable(),
  status: z.enum(['in-progress', 'finished']),
  answers: z.record(z.string(), z.number()),
  createdAt: z.string(),
  result: assessmentResultSchema.nullable(),
});
export type AssessmentView = z.infer<typeof assessmentViewSchema>;
