import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { blankAsUndefined, text } from '../common/text.ts';
import '../common/zod-messages.ts';
import { interactionTypes, priorities, relationShips } from './choices.ts';
import { INVOLVED_PERSONS_MAX } from './constants.ts';
import { trustlinkMessages } from './messages.ts';
import { reporterLanguages } from './languages.ts';
import { reportChoice, requiredReportText } from './report-fields.ts';
import { involvedPersonSchema, reporterSchema } from './report-people.ts';

// TrustLink, the reporter's new-interaction form (multipart POST /api/stakeholder-interactions).
// The field names are the public contract and keep the original spelling (relationShip). The
// follow-up lives in follow-up.ts, the staff console's schemas in the case-*.ts files.

/** The submission's `language` field: optional (older clients send none) and English by default. */
const reporterLanguageField = z.preprocess(
  (value) => (value === '' || value === undefined ? 'en' : value),
  z.enum(reporterLanguages, { error: 'Unknown language.' }),
);

/**
 * The interaction as the server validates it (after reading `reporter` and `involvedPersons`
 * from their JSON text fields). `closureDate` is the form's date field; its time is not sent.
 */
export const interactionSubmissionSchema = z.object({
  title: requiredReportText('Title', 200, { min: 6, tooShort: trustlinkMessages.titleTooShort }),
  interactionType: reportChoice(interactionTypes),
  interactionDescription: z
    .string({ error: trustlinkMessages.descriptionTooShort })
    .trim()
    .min(10, { error: trustlinkMessages.descriptionTooShort, abort: true })
    .pipe(text({ label: 'Description', max: 20_000, multiline: true })),
  interactionLocation: requiredReportText('Location', 200),
  priority: reportChoice(priorities),
  closureDate: blankAsUndefined(calendarDate({ label: 'The date' })),
  relationShip: reportChoice(relationShips),
  reporter: reporterSchema,
  involvedPersons: z
    .array(involvedPersonSchema, { error: trustlinkMessages.badInvolvedJson })
    .max(INVOLVED_PERSONS_MAX, `At most ${INVOLVED_PERSONS_MAX} involved persons can be listed.`)
    .default([]),
  /** The language of the pages the reporter used (en, cy, pl); English when not sent. */
  language: reporterLanguageField,
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
