import { text } from '../common/text.ts';

// The free-text fields the public lead forms share.

/** Optional free text: trimmed, empty becomes undefined, capped at `max` characters. */
export const optionalLeadText = (max: number, label: string, multiline = false) =>
  text({ label, max, multiline })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** `what` completes "Please enter …", e.g. 'your company name'. */
export const requiredLeadText = (max: number, label: string, what: string) =>
  text({ label, max, required: `Please enter ${what}.` });
