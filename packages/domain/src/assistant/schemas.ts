import { z } from 'zod';
import { text } from '../common/text.ts';

// The Internal Audit Standards assistant (/ai-chatbot and POST /api/explain). The request keeps
// the original contract's single `query` field; an empty query is allowed and answered with what
// the assistant covers.

/** Longest question we take: a long paragraph, not a pasted document. */
export const ASSISTANT_QUERY_MAX = 500;

/** Earlier turns a follow-up may lean on ("what evidence shows conformance with it?"). */
export const ASSISTANT_HISTORY_MAX = 5;
const STANDARD_NUMBER = /^\d{1,2}\.\d$/;

const question = (label: string) =>
  text({
    label,
    max: ASSISTANT_QUERY_MAX,
    tooLong: `Please keep your question under ${ASSISTANT_QUERY_MAX} characters.`,
  });

export const assistantTurnSchema = z.object(
  {
    query: question('An earlier question').default(''),
    sources: z
      .array(
        z
          .string({ error: 'Each earlier source must be a standard number such as 9.2.' })
          .regex(STANDARD_NUMBER, 'Each earlier source must be a standard number such as 9.2.'),
        { error: 'The earlier sources must be a list of standard numbers.' },
      )
      .max(3, 'An earlier turn cites at most three standards.')
      .default([]),
  },
  { error: 'Each earlier turn must be an object with a query and its sources.' },
);
export type AssistantTurn = z.input<typeof assistantTurnSchema>;

export const explainRequestSchema = z.object({
  query: question('The question').default(''),
  history: z
    .array(assistantTurnSchema, { error: 'The conversation history must be a list of turns.' })
    .max(
      ASSISTANT_HISTORY_MAX,
      `Send at most ${ASSISTANT_HISTORY_MAX} earlier turns of the conversation.`,
    )
    .default([]),
});
export type ExplainRequest = z.input<typeof explainRequestSchema>;

/** What an answer drew on: a standard, or an entry of the fundamentals or the glossary. */
export const assistantSourceSchema = z.object({
  kind: z.enum(['standard', 'principle', 'domain', 'fundamentals', 'glossary']),
  /** A standard's or principle's number ('2.2', '7'); a domain's numeral ('III'); else absent. */
  number: z.string().optional(),
  title: z.string(),
  /** The domain the entry belongs to, e.g. 'Domain II: Ethics and Professionalism'. */
  domain: z.string().optional(),
  /** The anchor of the entry in the standards index on the assistant page. */
  anchor: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const explainResponseSchema = z.object({
  answer: z.string(),
  /** Three follow-up questions the knowledge base can answer, asked with one click. */
  options: z.array(z.string()),
  sources: z.array(assistantSourceSchema),
  /** When the Standards do not cover a question: the nearest standards, not cited as sources. */
  mayMean: z.array(assistantSourceSchema).optional(),
});
export type ExplainResponse = z.infer<typeof explainResponseSchema>;

export { assistantMessages } from './messages.ts';

/** Back-office statistics: the most asked topics and the questions left unanswered. */
export const assistantTopicStatSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  lastAskedAt: z.string(),
});
export const assistantUnansweredStatSchema = z.object({
  /** The question as asked, lower-cased, when it holds nothing personal; else null. */
  query: z.string().nullable(),
  /** Short fingerprint that groups repeats of a question we do not keep. */
  fingerprint: z.string(),
  count: z.number().int(),
  lastAskedAt: z.string(),
});
export const assistantStatsSchema = z.object({
  totalQuestions: z.number().int(),
  answered: z.number().int(),
  unanswered: z.number().int(),
  topics: z.array(assistantTopicStatSchema),
  unansweredQueries: z.array(assistantUnansweredStatSchema),
});
export type AssistantStats = z.infer<typeof assistantStatsSchema>;
