import { z } from 'zod';

// A printable conformance checklist for one standard: what it requires and what evidence shows
// conformance, from the assistant's own paraphrase (never the IIA's text).

export const STANDARD_NUMBER_PATTERN = /^\d{1,2}\.\d$/;

export const checklistParamsSchema = z.object({
  number: z.string().regex(STANDARD_NUMBER_PATTERN, 'Give a standard number such as 9.2.'),
});

export const conformanceChecklistSchema = z.object({
  number: z.string(),
  title: z.string(),
  principle: z.string(),
  domain: z.string(),
  requirements: z.array(z.string()),
  practice: z.array(z.string()),
  evidence: z.array(z.string()),
});
export type ConformanceChecklist = z.infer<typeof conformanceChecklistSchema>;
