import { z } from 'zod';
import { text } from '../common/text.ts';
import '../common/zod-messages.ts';
import { PIN_MAX_LENGTH, REMARK_MAX_LENGTH } from './constants.ts';
import { trustlinkMessages } from './messages.ts';

// TrustLink, the reporter coming back: the follow-up with interaction ID and PIN, and the remarks.

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
