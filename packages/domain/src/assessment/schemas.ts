import { z } from 'zod';
import { emailField } from '../leads/forms.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import { isValidAnswer } from './answer-rules.ts';
import { sectorIds, sizeBandIds } from './profile.ts';
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
  contactConfirmed: 'Thank you. Our team will be in touch about verifying your result.',
  contactLinkInvalid: 'This confirmation link is not valid, or it has already been used.',
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
  sizeBand: z.enum(sizeBandIds, { error: 'Please choose the size of your organisation.' }),
  sector: z.enum(sectorIds, { error: 'Please choose your sector.' }),
  previousId: blankAsUndefined(resultIdField('Previous result ID')),
});
export type CreateAssessmentForm = z.input<typeof createAssessmentSchema>;
export type CreateAssessment = z.output<typeof createAssessmentSchema>;

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
        } else if (!isValidAnswer(question, chosen)) {
          ctx.addIssue({
            code: 'custom',
            path: [id],
            message: `Please choose one of the ${question.options.length} options${question.notApplicableWhen ? ' or “Not applicable”' : ''} for “${question.area}”.`,
          });
        }
      }
    })
    .transform((answers) => answers as Record<string, number>),
});
export type SaveAnswers = z.output<typeof saveAnswersSchema>;

/** POST /api/assessments/:id/email */
export const emailReportSchema = z.object({ email: emailField });

/** POST /api/assessments/:id/contact: the token from the report e-mail's confirmation link. */
export const confirmContactSchema = z.object({
  token: z
    .string({ error: assessmentMessages.contactLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, assessmentMessages.contactLinkInvalid),
});

export { assessmentResultSchema, assessmentViewSchema } from './result-schemas.ts';
export type { AssessmentResultView, AssessmentView } from './result-schemas.ts';

export const medalDistributionKeys = [
  'beginning',
  'green-starter',
  'eco-innovator',
  'sustainability-leader',
  'climate-champion',
] as const;

/** A size band and sector with its medals and average pillar scores (only groups of 10 or more). */
const groupSchema = z.object({
  sizeBand: z.string(),
  sector: z.string(),
  count: z.number(),
  /** null: fewer than the minimum group size, so no figures are shown. */
  medals: z.record(z.enum(medalDistributionKeys), z.number()).nullable(),
  pillars: z.record(z.string(), z.number().nullable()).nullable(),
});

/** GET /api/admin/assessments */
export const adminAssessmentListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      organisation: z.string(),
      sizeBand: z.string(),
      sector: z.string(),
      testRun: z.boolean(),
      score: z.number(),
      medal: z.string().nullable(),
      finishedAt: z.string(),
    }),
  ),
  total: z.number(),
  distribution: z.record(z.enum(medalDistributionKeys), z.number()),
  groups: z.array(groupSchema),
});
export type AdminAssessmentList = z.infer<typeof adminAssessmentListSchema>;
