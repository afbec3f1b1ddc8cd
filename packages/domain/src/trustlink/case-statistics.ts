import { z } from 'zod';
import { caseStatuses } from './case-status.ts';
import { interactionTypes } from './choices.ts';

// How the channel performs (ESRS G1 asks for it): counts, medians and shares over a date range.
// Any count from 1 to 4 is shown as "<5" so that no case can be singled out; medians and shares
// over fewer than 5 cases are withheld (null) for the same reason.

/** Counts below this are shown as "<5". */
export const SMALL_CELL = 5;

const isoDay = z
  .string({ error: 'Please give the date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'This is not a real date.');

/** GET /api/admin/trustlink/statistics(.csv)?from=&to= : received on or after from, up to to. */
export const caseStatisticsQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
export type CaseStatisticsQuery = z.infer<typeof caseStatisticsQuerySchema>;

/** A count as shown: the number, or "<5" for 1 to 4. */
export const cellSchema = z.union([z.number(), z.literal('<5')]);
export type Cell = z.infer<typeof cellSchema>;

export const showCell = (n: number): Cell => (n > 0 && n < SMALL_CELL ? '<5' : n);

export const caseStatisticsSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  total: cellSchema,
  byStatus: z.array(z.object({ key: z.enum(caseStatuses), count: cellSchema })),
  byType: z.array(z.object({ key: z.enum(interactionTypes), count: cellSchema })),
  byMonth: z.array(z.object({ key: z.string(), count: cellSchema })),
  /** Median days from receipt; null when fewer than 5 cases reached the step. */
  medianDaysToAcknowledge: z.number().nullable(),
  medianDaysToFeedback: z.number().nullable(),
  medianDaysToClose: z.number().nullable(),
  /** Whole per cent of the cases received in the range; null for fewer than 5 cases. */
  acknowledgedWithin7DaysPct: z.number().nullable(),
  feedbackWithin3MonthsPct: z.number().nullable(),
});
export type CaseStatistics = z.infer<typeof caseStatisticsSchema>;
