import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { emailField } from './forms.ts';
import { idParamSchema, pageField } from '../common/params.ts';
import { blankAsUndefined, text } from '../common/text.ts';

// The leads inbox of the back-office (/admin/leads and /api/admin/leads): filters and answers.

/** The kinds of leads the inbox lists ('request-info' rows live in contact_leads). */
export const leadKinds = [
  'contact',
  'request-info',
  'newsletter',
  'early-access',
  'waiting-list',
  'assessment',
] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  contact: 'Contact message',
  'request-info': 'Request for information',
  newsletter: 'Newsletter sign-up',
  'early-access': 'Early access',
  'waiting-list': 'Waiting list',
  assessment: 'Assessment report',
};

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

// ---- Answers ------------------------------------------------------------------------------

export const leadListItemSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.number(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  summary: z.string().nullable(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;
export const leadPageSchema = z.object({ items: z.array(leadListItemSchema), total: z.number() });

export const leadDetailSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.number(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const erasureResultSchema = z.object({
  erased: z.object({
    contact: z.number(),
    newsletter: z.number(),
    earlyAccess: z.number(),
    waitingList: z.number(),
    assessment: z.number(),
    outbox: z.number(),
  }),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
