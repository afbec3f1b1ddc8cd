import { emailField } from './forms.ts';
import { optionalLeadText, requiredLeadText } from './lead-fields.ts';
import { z } from 'zod';

// The forms of the pages for what is not open yet: early access and the waiting list.

/** The simple e-mail check the forms have always used: "text, at sign, text, dot, text". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/comming_soon (early access): all four fields required. Keeps the spec's names. */
export const earlyAccessSchema = z.object({
  full_name: requiredLeadText(100, 'Full name', 'your full name'),
  email: emailField.refine(
    (value) => SIMPLE_EMAIL_PATTERN.test(value),
    'Please enter a valid e-mail address.',
  ),
  sector: requiredLeadText(100, 'Business sector', 'your business sector'),
  country: requiredLeadText(80, 'Country', 'your country'),
});
export type EarlyAccessForm = z.input<typeof earlyAccessSchema>;

/** Letters in any alphabet, with the spaces, hyphens and apostrophes real names contain. */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' -]*$/u;

const personName = (label: string) =>
  requiredLeadText(50, label, `your ${label.toLowerCase()}`).regex(
    NAME_PATTERN,
    `${label} may contain letters only.`,
  );

/** POST /api/waiting-list (limits 50 / 50 / 50 / 100; message optional). */
export const waitingListSchema = z.object({
  firstName: personName('First name'),
  surname: personName('Surname'),
  companyName: requiredLeadText(50, 'Company name', 'your company name'),
  email: emailField.pipe(z.string().max(100, 'E-mail must be at most 100 characters.')),
  message: optionalLeadText(2000, 'Message', true),
  /** The page the visitor joined from (e.g. /academy/board-leadership). */
  programme: optionalLeadText(100, 'Programme'),
});
export type WaitingListForm = z.input<typeof waitingListSchema>;
