import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import '../common/zod-messages.ts';
import { INVOLVED_PERSONS_MAX, interactionTypes, priorities, relationShips } from './constants.ts';
import { trustlinkMessages } from './messages.ts';
import { pinField } from './pin.ts';

// TrustLink, the reporter's new-interaction form (multipart POST /api/stakeholder-interactions).
// The field names are the public contract and keep the original spelling (relationShip). The
// follow-up lives in follow-up.ts, the staff console's schemas in cases.ts.

/** A required one-line text whose empty value says just "Required", as the form shows it. */
const requiredText = (
  label: string,
  max: number,
  extra: { min?: number; tooShort?: string } = {},
) =>
  z
    .string({ error: trustlinkMessages.required })
    .trim()
    .min(1, { error: trustlinkMessages.required, abort: true })
    .pipe(text({ label, max, ...extra }));

const optionalText = (label: string, max: number) =>
  blankAsUndefined(text({ label, max })).transform((v) => (v === '' ? undefined : v));

const optionalEmail = blankAsUndefined(
  text({ label: 'The e-mail address', max: 254, tooLong: 'That e-mail address is too long.' }),
)
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.email('Please enter a valid e-mail address.').optional());

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: trustlinkMessages.required });

export const reporterSchema = z.object({
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
  email: optionalEmail,
  phoneNumber: optionalText('Phone number', 40),
  password: pinField,
});
export type Reporter = z.input<typeof reporterSchema>;

export const involvedPersonSchema = z.object({
  fullName: requiredText('Full name', 150),
  jobRole: requiredText('Job role', 150),
  email: optionalEmail,
});
export type InvolvedPerson = z.input<typeof involvedPersonSchema>;

/**
 * The interaction as the server validates it (after reading `reporter` and `involvedPersons`
 * from their JSON text fields). `closureDate` is the form's date field; its time is not sent.
 */
export const interactionSubmissionSchema = z.object({
  title: requiredText('Title', 200, { min: 6, tooShort: trustlinkMessages.titleTooShort }),
  interactionType: choice(interactionTypes),
  interactionDescription: z
    .string({ error: trustlinkMessages.descriptionTooShort })
    .trim()
    .min(10, { error: trustlinkMessages.descriptionTooShort, abort: true })
    .pipe(text({ label: 'Description', max: 20_000, multiline: true })),
  interactionLocation: requiredText('Location', 200),
  priority: choice(priorities),
  closureDate: blankAsUndefined(calendarDate({ label: 'The date' })),
  relationShip: choice(relationShips),
  reporter: reporterSchema,
  involvedPersons: z
    .array(involvedPersonSchema, { error: trustlinkMessages.badInvolvedJson })
    .max(INVOLVED_PERSONS_MAX, `At most ${INVOLVED_PERSONS_MAX} involved persons can be listed.`)
    .default([]),
});
export type InteractionSubmission = z.input<typeof interactionSubmissionSchema>;
export type ValidInteraction = z.output<typeof interactionSubmissionSchema>;

/**
 * The browser form: the submission plus the PIN typed twice and the time field (shown, not
 * sent). The form sends `reporter` and `involvedPersons` as JSON text, the rest as fields.
 */
export const interactionFormSchema = interactionSubmissionSchema
  .extend({
    closureTime: z.string().optional(),
    pinConfirm: z.string({ error: trustlinkMessages.required }),
  })
  .refine((v) => v.pinConfirm === v.reporter.password, {
    path: ['pinConfirm'],
    message: trustlinkMessages.pinMismatch,
  });
export type InteractionForm = z.input<typeof interactionFormSchema>;
/** The form's values once validated: trimmed, blanks left out; what the browser sends. */
export type ValidInteractionForm = z.output<typeof interactionFormSchema>;

/** POST /api/stakeholder-interactions answers the new interaction's ID (16 digits, as text). */
export const interactionCreatedSchema = z.object({
  interactionId: z.string(),
  /** When the report was received (ISO 8601), for the receipt. */
  createdAt: z.string(),
  /** 10 business days after receipt (YYYY-MM-DD): when to come back for an answer. */
  followUpBy: z.string(),
  /** Days a closed case is kept before it is deleted with its evidence (server setting). */
  retentionDays: z.number(),
});
export type InteractionCreated = z.infer<typeof interactionCreatedSchema>;
