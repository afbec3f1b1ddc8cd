import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { emailField } from './forms.ts';
import { leadKinds } from './lead-kinds.ts';
import { idParamSchema, pageField } from '../common/params.ts';
import { blankAsUndefined, text } from '../common/text.ts';

// The leads inbox of the back-office (/admin/leads and /api/admin/leads): filters and actions.

const dayField = (label: string) => blankAsUndefined(calendarDate({ label }));

export const leadDateOrderMessage = 'The end date must be on or after the start date.';

/** Filters of GET /api/admin/leads and /api/admin/leads/export.csv (dates are UTC days). */
export const leadQuerySchema = z
  .object({
    kind: blankAsUndefined(z.enum(leadKinds, { error: 'Unknown kind of lead.' })),
    q: text({
      label: 'The search',
      max: 200,
      tooLong: 'The search is at most 200 characters.',
    }).optional(),
    from: dayField('From'),
    to: dayField('To'),
    status: blankAsUndefined(
      z.enum(['new', 'handled'], { error: "The status must be 'new' or 'handled'." }),
    ),
    page: pageField,
    pageSize: z.coerce
      .number({ error: 'The page size must be a number.' })
      .int('The page size must be a whole number.')
      .min(1, 'The page size must be 1 or more.')
      .max(100, 'The page size is at most 100.')
      .default(25),
  })
  // Both are YYYY-MM-DD, so comparing the strings compares the days.
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: leadDateOrderMessage,
  });
export type LeadQuery = z.input<typeof leadQuerySchema>;

export const leadRefParamsSchema = z.object({
  kind: z.enum(leadKinds, { error: 'Unknown kind of lead.' }),
  id: idParamSchema.shape.id,
});

/** POST /api/admin/leads/:kind/:id/handled */
export const markHandledSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false.' }),
});

/** POST /api/admin/leads/erase: a GDPR erasure request for one person. */
export const eraseLeadsSchema = z.object({ email: emailField });
export type EraseLeadsInput = z.infer<typeof eraseLeadsSchema>;
