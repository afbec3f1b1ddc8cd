import { z } from 'zod';
import { emailField } from '../leads/forms.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import { findQuestion, questions } from './questions.ts';

// The assessment API's inputs and answers. Scores never come in: the server computes them.

/** A result ID: 16 random bytes in base64url (128 bits, safe in a URL). */
export const RESULT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const assessmentMessages = {
  notFound: 'We could not find that assessment. Please check the link.',
  previousNotFound: 'We could not find a finished assessment with that result ID.',
  finished:
    'This assessment is finished, so its answers can no longer change. Start a new one to reassess.',
  incomplete: (count: number) =>
    `Please answer every question before you see your result: ${count} ${count === 1 ? 'question is' : 'questions are'} still unanswered.`,
  notFinished:
    'The report is ready once every question is answered and the assessment is finished.',
  emailed: 'Thank you. The report is on its way to your inbox.',
} as const;

export const resultIdField = (label: string) =>
  text({ label, max: 200, required: `Please enter the ${label.toLowerCase()}.` }).regex(
    RESULT_ID_PATTERN,
    'A result ID is 22 letters, digits, hyphens or underscores, as shown on your result page.',
  );

/** POST /api/assessments */
export const createAssessmentSchema = z.object({
  organisation: text({
    label: 'Organisation name',
    max: 150,
    required: 'Please enter the name of your organisation.',
  }),
  previousId: blankAsUndefined(resultIdField('Previous result ID')),
});
export type CreateAssessmentForm = z.input<typeof createAssessmentSchema>;

/** Route parameter :id. Anything that is not a result ID cannot exist, so it answers 404. */
export const assessmentParamsSchema = z.object({
  id: z
    .string({ error: 'The assessment ID must be text.' })
    .max(200, 'The assessment ID is too long.'),
});

/** PUT /api/assessments/:id/answers: some or all answers; they replace earlier ones per question. */
export const saveAnswersSchema = z.object({
  answers: z
    .record(z.string(), z.unknown(), { error: 'Answers must be an object of question IDs.' })
    .superRefine((answers, ctx) => {
      const ids = Object.keys(answers);
      if (ids.length > questions.length) {
        ctx.addIssue({ code: 'custom', message: 'There are more answers than questions.' });
        return;
      }
      for (const id of ids) {
        const question = findQuestion(id);
        const chosen = answers[id];
        if (!question) {
          ctx.addIssue({
            code: 'custom',
            message: 'One of the answers is for a question that does not exist.',
          });
        } else if (
          typeof chosen !== 'number' ||
          !Number.isInteger(chosen) ||
          chosen < 0 ||
          chosen >= question.options.length
        ) {
          ctx.addIssue({
            code: 'custom',
            path: [id],
            message: `Please choose one of the ${question.options.length} options for “${question.area}”.`,
          });
        }
      }
    })
    .transform((answers) => answers as Record<string, number>),
});
export type SaveAnswers = z.output<typeof saveAnswersSchema>;

/** POST /api/assessments/:id/email */
export const emailReportSchema = z.object({ email: emailField });

// ---- Answers ------------------------------------------------------------------------------

const medalSchema = z.object({
  id: z.string(),
  title: z.string(),
  tier: z.string(),
  stage: z.string(),
  level: z.number(),
  minScore: z.number(),
  maxScore: z.number(),
});
const areaSchema = z.object({
  questionId: z.string(),
  pillar: z.string(),
  area: z.string(),
  score: z.number(),
  service: z.object({ label: z.string(), path: z.string() }),
});

export const assessmentResultSchema = z.object({
  overall: z.number(),
  pillars: z.array(z.object({ id: z.string(), title: z.string(), score: z.number() })),
  medal: medalSchema.nullable(),
  stage: z.string(),
  badges: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  strengths: z.array(areaSchema),
  weakest: z.array(areaSchema),
  previousScore: z.number().nullable(),
  issuedAt: z.string(),
  validUntil: z.string(),
});
export type AssessmentResultView = z.infer<typeof assessmentResultSchema>;

export const assessmentViewSchema = z.object({
  id: z.string(),
  organisation: z.string(),
  previousId: z.string().nullable(),
  status: z.enum(['in-progress', 'finished']),
  answers: z.record(z.string(), z.number()),
  createdAt: z.string(),
  result: assessmentResultSchema.nullable(),
});
export type AssessmentView = z.infer<typeof assessmentViewSchema>;

export const medalDistributionKeys = [
  'beginning',
  'green-starter',
  'eco-innovator',
  'sustainability-leader',
  'climate-champion',
] as const;

/** GET /api/admin/assessments */
export const adminAssessmentListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      organisation: z.string(),
      score: z.number(),
      medal: z.string().nullable(),
      finishedAt: z.string(),
    }),
  ),
  total: z.number(),
  distribution: z.record(z.enum(medalDistributionKeys), z.number()),
});
export type AdminAssessmentList = z.infer<typeof adminAssessmentListSchema>;
