import { z } from 'zod';
import { text } from '../common/text.ts';
import { ASSISTANT_QUERY_MAX } from './schemas.ts';

// Feedback on one answer (POST /api/assistant/feedback) and the staff room's view of it. Nothing
// here names the person: the vote, an optional reason, the question and what was cited.

export const ASSISTANT_REASON_MAX = 300;
const ANCHOR = /^(standard|principle|domain|fundamentals|glossary)-[A-Za-z0-9-]{1,40}$/;

export const assistantFeedbackSchema = z.object({
  question: text({ label: 'The question', max: ASSISTANT_QUERY_MAX }).default(''),
  /** The cited entries, by their anchor in the standards index ('standard-9-2'). */
  sources: z
    .array(
      z
        .string({ error: 'Each source must be an entry of the Standards.' })
        .regex(ANCHOR, 'Each source must be an entry of the Standards.'),
      { error: 'The sources must be a list of entries of the Standards.' },
    )
    .max(3, 'An answer cites at most three entries.')
    .default([]),
  vote: z.enum(['up', 'down'], { error: 'Choose whether the answer helped: up or down.' }),
  reason: text({
    label: 'The reason',
    max: ASSISTANT_REASON_MAX,
    tooLong: `Please keep the reason under ${ASSISTANT_REASON_MAX} characters.`,
  }).optional(),
});
export type AssistantFeedback = z.input<typeof assistantFeedbackSchema>;

/** One answer as staff see it: how often it was voted down and up, and the latest reasons. */
export const assistantFeedbackRowSchema = z.object({
  /** The question, lower-cased, when it holds nothing personal; else null. */
  question: z.string().nullable(),
  sources: z.array(z.string()),
  down: z.number().int(),
  up: z.number().int(),
  reasons: z.array(z.string()),
  knowledgeVersion: z.string(),
});
export const assistantFeedbackListSchema = z.object({
  rows: z.array(assistantFeedbackRowSchema),
});
export type AssistantFeedbackList = z.infer<typeof assistantFeedbackListSchema>;

/** A question staff add to the evaluation set, with the standards a right answer cites. */
export const assistantEvaluationCaseSchema = z.object({
  question: text({
    label: 'The question',
    max: ASSISTANT_QUERY_MAX,
    required: 'Please enter the question.',
  }),
  expected: z
    .array(
      z
        .string({ error: 'Give standard numbers such as 9.2.' })
        .trim()
        .regex(/^\d{1,2}\.\d$/, 'Give standard numbers such as 9.2, separated by commas.'),
      { error: 'Give standard numbers such as 9.2.' },
    )
    .min(1, 'Give at least one expected standard, such as 9.2.')
    .max(5, 'Give at most five expected standards.'),
});
export type AssistantEvaluationCase = z.input<typeof assistantEvaluationCaseSchema>;

export const assistantEvaluationCaseRowSchema = z.object({
  id: z.string(),
  question: z.string(),
  expected: z.array(z.string()),
  /** What the assistant cites for it today, and whether that includes an expected standard. */
  cited: z.array(z.string()),
  passes: z.boolean(),
  createdAt: z.string(),
});
export const assistantEvaluationCaseListSchema = z.object({
  cases: z.array(assistantEvaluationCaseRowSchema),
});
export type AssistantEvaluationCaseList = z.infer<typeof assistantEvaluationCaseListSchema>;
