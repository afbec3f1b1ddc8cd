import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { blankAsUndefined, hasControlCharacters, isWellFormedText, text } from '../common/text.ts';
import '../common/zod-messages.ts';

// TrustLink, the reporter's side: the new-interaction form (multipart POST
// /api/stakeholder-interactions), the follow-up with interaction ID and PIN, and the reporter's
// remarks. The field names are the public contract and keep the original spelling (relationShip).
// The staff console's schemas live in cases.ts, deadlines in deadlines.ts.

// ---- Constants ----------------------------------------------------------------------------

/** Digits of an interaction ID (random, from a cryptographic source, never sequential). */
export const INTERACTION_ID_LENGTH = 16;
/** Largest evidence file, per submission or remark. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
/** Evidence files per submission or remark. */
export const EVIDENCE_MAX_FILES = 1;
/** Wrong PINs for one interaction ID before it is locked for everyone, and for how long. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;
/** A reporter's follow-up session ends after this much idle time. */
export const REPORTER_SESSION_IDLE_MINUTES = 30;
/** The reporter should come back within this many business days. */
export const FOLLOW_UP_BUSINESS_DAYS = 10;
/** Default days a closed case is kept before it is deleted with its evidence. */
export const TRUSTLINK_RETENTION_DAYS_DEFAULT = 365;
/** PIN length: long enough to resist guessing with the lockout, short enough to remember. */
export const PIN_MIN_LENGTH = 6;
export const PIN_MAX_LENGTH = 64;
/** Longest lists and texts we store (involved-person rows are unlimited in practice). */
export const INVOLVED_PERSONS_MAX = 100;
export const REMARK_MAX_LENGTH = 5000;

export const interactionTypes = ['Environmental', 'Social', 'Governance'] as const;
export type InteractionType = (typeof interactionTypes)[number];
export const priorities = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof priorities)[number];
export const relationShips = [
  'Associate',
  'Consultant',
  'Contract Worker',
  'Contractor',
  'Co-Worker',
  'Employee',
  'Former Associate',
  'Former-Employee',
  'Other',
  'Prefer not to answer',
  'Supplier',
] as const;
export type RelationShip = (typeof relationShips)[number];

/** Evidence kinds accepted, checked by the file's content on the server (not its name). */
export const evidenceKinds = [
  'PDF',
  'Images (JPEG, PNG, GIF, WebP, HEIC, TIFF)',
  'Office documents (Word, Excel, PowerPoint, OpenDocument)',
  'Plain text',
  'Audio (MP3, M4A, WAV, OGG)',
  'Video (MP4, MOV, WebM)',
] as const;
/** For the file input's accept attribute: a hint for the picker only, the server decides. */
export const evidenceAccept =
  '.pdf,.jpg,.jpeg,.png,.gif,.webp,.heic,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv,.mp3,.m4a,.wav,.ogg,.mp4,.mov,.webm';

// ---- Messages -----------------------------------------------------------------------------

export const trustlinkMessages = {
  required: 'Required',
  titleTooShort: 'Must be at least 6 characters',
  descriptionTooShort: 'Must be at least 10 characters',
  pinTooShort: `Must be at least ${PIN_MIN_LENGTH} characters`,
  pinTooLong: `Must be at most ${PIN_MAX_LENGTH} characters`,
  pinMismatch: 'The two PINs do not match',
  /** The follow-up answer for a wrong ID or PIN (the modal shows invalidCredentials). */
  notAuthorized: 'not authorized user',
  invalidCredentials: 'Invalid Interaction ID or Pincode',
  locked: `Too many wrong PINs for this interaction ID. It is locked for ${PIN_LOCK_MINUTES} minutes; please try again later.`,
  tooManyRequests: 'Too many attempts from this connection. Please wait a few minutes.',
  sessionEnded: 'Your follow-up session has ended. Please enter your interaction ID and PIN again.',
  badReporterJson: 'The reporter details could not be read. Please reload the page and try again.',
  badInvolvedJson: 'The involved persons could not be read. Please reload the page and try again.',
  tooManyFiles: 'Please attach one evidence file only.',
  fileTooLarge: 'The evidence file is larger than 10 MB. Please send a smaller file.',
  fileEmpty: 'The evidence file is empty.',
  fileType:
    'This kind of file cannot be accepted as evidence. Please send a PDF, an image, an Office document, plain text, audio or video.',
  caseClosed: 'This interaction is closed, so no more remarks can be added.',
} as const;

// ---- Submission -----------------------------------------------------------------------------

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

/** The PIN the reporter chooses. Hashed with argon2id; never shown, stored or sent back. */
export const pinField = z
  .string({ error: trustlinkMessages.required })
  .min(1, { error: trustlinkMessages.required, abort: true })
  .min(PIN_MIN_LENGTH, trustlinkMessages.pinTooShort)
  .max(PIN_MAX_LENGTH, trustlinkMessages.pinTooLong)
  .refine(
    (v) => !hasControlCharacters(v) && isWellFormedText(v),
    'The PIN contains a character that cannot be used.',
  );

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

export type PinStrength = 'weak' | 'fair' | 'strong';
/**
 * The hint under the PIN field. Weak: under 8 characters, or one repeated character, or a run
 * such as 123456 / abcdef. Strong: 12 or more characters mixing at least two kinds (letters,
 * digits, other). Fair: the rest. The rule only advises; the server requires the minimum length.
 */
export function pinStrength(pin: string): PinStrength {
  const lower = pin.toLowerCase();
  const codes = [...lower].map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).map((c, i) => c - codes[i]!);
  const isRun = steps.length > 0 && steps.every((s) => s === steps[0] && Math.abs(s) <= 1);
  if (pin.length < 8 || isRun) return 'weak';
  const kinds = [/\p{L}/u, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(pin)).length;
  return pin.length >= 12 && kinds >= 2 ? 'strong' : 'fair';
}

export const pinStrengthLabels: Record<PinStrength, string> = {
  weak: 'Weak: easy to guess. Use 8 or more characters, not a run like 123456.',
  fair: 'Fair. 12 or more characters mixing letters and digits make it strong.',
  strong: 'Strong.',
};

// ---- Follow-up ----------------------------------------------------------------------------

/** An interaction ID as typed: spaces and hyphens are ignored; a safe JSON number is accepted. */
export const interactionIdField = z.preprocess(
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v)
      ? String(v)
      : typeof v === 'string'
        ? v.replace(/[\s-]/g, '')
        : v,
  z
    .string({ error: trustlinkMessages.required })
    .min(1, { error: trustlinkMessages.required, abort: true })
    .regex(/^\d{16}$/, 'The interaction ID is 16 digits.'),
);

/** POST /api/stakeholder-interactions/followUp */
export const followUpRequestSchema = z.object({
  intId: interactionIdField,
  password: z
    .string({ error: trustlinkMessages.required })
    .min(1, trustlinkMessages.required)
    .max(PIN_MAX_LENGTH, trustlinkMessages.pinTooLong),
});
export type FollowUpRequest = z.input<typeof followUpRequestSchema>;

/** POST /api/stakeholder-interactions/session/remarks (multipart: remark + optional evidences). */
export const reporterRemarkSchema = z.object({
  remark: z
    .string({ error: trustlinkMessages.required })
    .trim()
    .min(1, { error: trustlinkMessages.required, abort: true })
    .pipe(text({ label: 'Your remark', max: REMARK_MAX_LENGTH, multiline: true })),
});
export type ReporterRemark = z.input<typeof reporterRemarkSchema>;

export const caseStatuses = [
  'new',
  'acknowledged',
  'under_investigation',
  'awaiting_reporter',
  'closed',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const caseStatusLabels: Record<CaseStatus, string> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  under_investigation: 'Under investigation',
  awaiting_reporter: 'Awaiting reporter',
  closed: 'Closed',
};

export const attachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const conversationMessageSchema = z.object({
  id: z.number(),
  from: z.enum(['staff', 'reporter']),
  body: z.string(),
  createdAt: z.string(),
  attachment: attachmentSchema.optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** The follow-up answer (also GET and remarks of the reporter's session). */
export const followUpResponseSchema = z.object({
  intId: z.string(),
  title: z.string(),
  createdAt: z.string(),
  involvedPersons: z.array(z.object({ fullName: z.string() })),
  status: z.enum(caseStatuses),
  /** The status as the reporter reads it: "Under investigation". */
  statusLabel: z.string(),
  /** The reporter's date (YYYY-MM-DD) or null. */
  closureDate: z.string().nullable(),
  /** Staff questions and the reporter's remarks, oldest first. */
  conversation: z.array(conversationMessageSchema),
  /** False once the case is closed. */
  canReply: z.boolean(),
});
export type FollowUpResponse = z.infer<typeof followUpResponseSchema>;
