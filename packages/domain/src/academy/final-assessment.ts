import { z } from 'zod';
import { text } from '../common/text.ts';
import { academyIdField } from './learner.ts';

// The final assessment of a course: editors keep a bank of single- and multiple-choice questions,
// each learner draws a few of them with the options shuffled, and a certificate needs a pass.
// The learner's paper never carries which options are right: those arrive with the result.

export const questionKinds = ['single', 'multiple'] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const FINAL_ASSESSMENT_LIMITS = {
  questionsPerBank: 200,
  optionsPerQuestion: 8,
  drawMax: 50,
  attemptsMax: 20,
  /** One week. */
  cooldownMinutesMax: 7 * 24 * 60,
} as const;

/** Settings a course starts with until an editor changes them. */
export const defaultFinalAssessmentSettings = {
  drawCount: 10,
  passPercent: 70,
  maxAttempts: 3,
  cooldownMinutes: 60,
} as const;

export const finalAssessmentMessages = {
  lecturesFirst: 'Complete every lecture of this course before taking the final assessment.',
  noAssessment:
    'This course has no final assessment yet, so it cannot issue a certificate. Please check back later.',
  notPassed: 'Pass the final assessment of this course to receive your certificate.',
  alreadyPassed: 'You have already passed the final assessment of this course.',
  noAttemptsLeft:
    'You have used every attempt at this assessment. Please contact us if you would like another.',
  coolingDown: (when: string) => `You can take the assessment again from ${when}.`,
  attemptNotFound: 'There is no such attempt at this assessment.',
  badAttemptId: 'This attempt id is not valid.',
  badQuestionId: 'This question id is not valid.',
  questionNotFound: 'There is no question with this id in this course.',
  unknownAnswer: 'One of your answers is not an option of its question. Refresh and try again.',
  saved: 'The assessment settings have been saved.',
} as const;

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** PUT /api/admin/courses/:courseId/assessment. */
export const finalAssessmentSettingsSchema = z.object({
  drawCount: whole('The number of questions drawn', 1, FINAL_ASSESSMENT_LIMITS.drawMax),
  passPercent: whole('The pass mark', 1, 100),
  maxAttempts: whole('The number of attempts', 1, FINAL_ASSESSMENT_LIMITS.attemptsMax),
  cooldownMinutes: whole(
    'The wait between attempts',
    0,
    FINAL_ASSESSMENT_LIMITS.cooldownMinutesMax,
  ),
});
export type FinalAssessmentSettings = z.infer<typeof finalAssessmentSettingsSchema>;

const optionInputSchema = z.object({
  text: text({ label: 'An option', max: 300, required: 'Please write every option.' }),
  correct: z.boolean({ error: 'Say whether each option is correct.' }),
});

/** POST and PUT of one question in the bank. */
export const questionInputSchema = z
  .object({
    prompt: text({
      label: 'The question',
      max: 1000,
      required: 'Please write the question.',
      multiline: true,
    }),
    kind: z.enum(questionKinds, { error: 'Choose single or multiple choice.' }),
    options: z
      .array(optionInputSchema, { error: 'Please give the options.' })
      .min(2, 'A question needs at least two options.')
      .max(
        FINAL_ASSESSMENT_LIMITS.optionsPerQuestion,
        `A question has at most ${FINAL_ASSESSMENT_LIMITS.optionsPerQuestion} options.`,
      ),
    explanation: text({
      label: 'The explanation',
      max: 2000,
      required: 'Please explain the answer: learners read it after submitting.',
      multiline: true,
    }),
  })
  .superRefine((value, context) => {
    const correct = value.options.filter((option) => option.correct).length;
    if (value.kind === 'single' && correct !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A single-choice question has exactly one correct option.',
      });
    }
    if (value.kind === 'multiple' && correct < 1) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Mark at least one option as correct.',
      });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionParamsSchema = z.object({
  courseId: academyIdField('This course id is not valid.'),
  questionId: academyIdField(finalAssessmentMessages.badQuestionId),
});
export const attemptParamsSchema = z.object({
  courseId: academyIdField('This course id is not valid.'),
  attemptId: academyIdField(finalAssessmentMessages.badAttemptId),
});

// ---- Staff answers ------------------------------------------------------------------------

export const adminQuestionSchema = z.object({
  _id: z.string(),
  prompt: z.string(),
  kind: z.enum(questionKinds),
  options: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean() })),
  explanation: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminFinalAssessmentSchema = finalAssessmentSettingsSchema.extend({
  questions: z.array(adminQuestionSchema),
});
export type AdminFinalAssessment = z.infer<typeof adminFinalAssessmentSchema>;

// ---- Learner answers ----------------------------------------------------------------------

/** A drawn question as the learner sees it before submitting: no word on which option is right. */
export const paperQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(questionKinds),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export const attemptPaperSchema = z.object({
  attemptId: z.string(),
  questions: z.array(paperQuestionSchema),
});
export type AttemptPaper = z.infer<typeof attemptPaperSchema>;

/** POST /api/academy/website/assessment/:courseId/attempts/:attemptId: the chosen options. */
export const attemptAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.string({ error: 'Each answer names its question.' }).max(64),
        optionIds: z
          .array(z.string({ error: 'Each chosen option is an id.' }).max(64))
          .max(FINAL_ASSESSMENT_LIMITS.optionsPerQuestion, 'Too many options chosen.'),
      }),
      { error: 'Please send your answers.' },
    )
    .max(FINAL_ASSESSMENT_LIMITS.drawMax, 'Too many answers.'),
});
export type AttemptAnswers = z.infer<typeof attemptAnswersSchema>;

export const attemptResultSchema = z.object({
  attemptId: z.string(),
  scorePercent: z.number(),
  passed: z.boolean(),
  correctCount: z.number(),
  questionCount: z.number(),
  submittedAt: z.string(),
  questions: z.array(
    paperQuestionSchema.extend({
      options: z.array(
        z.object({ id: z.string(), text: z.string(), correct: z.boolean(), chosen: z.boolean() }),
      ),
      answeredCorrectly: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** GET /api/academy/website/assessment/:courseId: where the learner stands. */
export const finalAssessmentStatusSchema = z.object({
  available: z.boolean(),
  lecturesComplete: z.boolean(),
  drawCount: z.number(),
  passPercent: z.number(),
  maxAttempts: z.number(),
  attemptsUsed: z.number(),
  attemptsLeft: z.number(),
  /** ISO time before which no new attempt may start (after a failed one), or null. */
  nextAttemptAt: z.string().nullable(),
  passed: z.boolean(),
  openAttempt: attemptPaperSchema.nullable(),
  lastResult: attemptResultSchema.nullable(),
});
export type FinalAssessmentStatus = z.infer<typeof finalAssessmentStatusSchema>;

export const attemptSubmittedSchema = z.object({
  result: attemptResultSchema,
  status: finalAssessmentStatusSchema,
});
export type AttemptSubmitted = z.infer<typeof attemptSubmittedSchema>;
