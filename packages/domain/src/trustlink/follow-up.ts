import { z } from 'zod';
import { text } from '../common/text.ts';
import '../common/zod-messages.ts';
import { PIN_MAX_LENGTH, REMARK_MAX_LENGTH } from './constants.ts';
import { trustlinkMessages } from './messages.ts';

// TrustLink, the reporter coming back: the follow-up with interaction ID and PIN, the remarks,
// and the conversation the reporter sees (case statuses, messages, attachments).

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
