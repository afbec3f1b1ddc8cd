import { z } from 'zod';
import { text } from '../common/text.ts';

/** Longest e-mail address we accept anywhere (RFC 5321 path limit). */
const EMAIL_MAX = 254;

export const emailField = text({
  label: 'The e-mail address',
  max: EMAIL_MAX,
  required: 'Please enter your e-mail address.',
  tooLong: 'That e-mail address is too long.',
}).pipe(z.email('Please enter a valid e-mail address.'));

/** POST /api/addLead: the newsletter sign-up. */
export const newsletterLeadSchema = z.object({ email: emailField });
export type NewsletterLead = z.infer<typeof newsletterLeadSchema>;

/** Optional free text: trimmed, empty becomes undefined, capped at `max` characters. */
const optionalText = (max: number, label: string, multiline = false) =>
  text({ label, max, multiline })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** `what` completes "Please enter …", e.g. 'your company name'. */
const requiredText = (max: number, label: string, what: string) =>
  text({ label, max, required: `Please enter ${what}.` });

/** Which form a contact-endpoint lead came from; the request-info modal posts to the same path. */
export const contactSources = ['contact', 'request-info'] as const;

/**
 * POST /api/submit_contact_form from the contact form: name, companyName and
 * professionalEmail required; designation, sector, phone and message optional.
 */
export const contactFormSchema = z.object({
  name: requiredText(100, 'Name', 'your name'),
  designation: optionalText(100, 'Designation'),
  companyName: requiredText(150, 'Company name', 'your company name'),
  professionalEmail: emailField,
  sector: optionalText(100, 'Sector'),
  phone: optionalText(40, 'Phone number').refine(
    (value) => value === undefined || /^[+()\d\s.-]{5,40}$/.test(value),
    'Please enter a valid phone number.',
  ),
  message: optionalText(5000, 'Message', true),
  source: z.enum(contactSources).default('contact'),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactLead = z.output<typeof contactFormSchema>;

/**
 * The request-info modal posts name, designation, companyName and professionalEmail to the same
 * endpoint. The spec sets no required flags; we still need an address to answer, so the e-mail
 * is required and the rest optional.
 */
export const requestInfoSchema = z.object({
  name: optionalText(100, 'Name'),
  designation: optionalText(100, 'Designation'),
  companyName: optionalText(150, 'Company name'),
  professionalEmail: emailField,
  source: z.literal('request-info').default('request-info'),
});
export type RequestInfoForm = z.input<typeof requestInfoSchema>;

/** The simple e-mail check the forms have always used: "text, at sign, text, dot, text". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/comming_soon (early access): all four fields required. Keeps the spec's names. */
export const earlyAccessSchema = z.object({
  full_name: requiredText(100, 'Full name', 'your full name'),
  email: emailField.refine(
    (value) => SIMPLE_EMAIL_PATTERN.test(value),
    'Please enter a valid e-mail address.',
  ),
  sector: requiredText(100, 'Business sector', 'your business sector'),
  country: requiredText(80, 'Country', 'your country'),
});
export type EarlyAccessForm = z.input<typeof earlyAccessSchema>;

/** Letters in any alphabet, with the spaces, hyphens and apostrophes real names contain. */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M}' -]*$/u;

const personName = (label: string) =>
  requiredText(50, label, `your ${label.toLowerCase()}`).regex(
    NAME_PATTERN,
    `${label} may contain letters only.`,
  );

/** POST /api/waiting-list (limits 50 / 50 / 50 / 100; message optional). */
export const waitingListSchema = z.object({
  firstName: personName('First name'),
  surname: personName('Surname'),
  companyName: requiredText(50, 'Company name', 'your company name'),
  email: emailField.pipe(z.string().max(100, 'E-mail must be at most 100 characters.')),
  message: optionalText(2000, 'Message', true),
  /** The page the visitor joined from (e.g. /academy/board-leadership). */
  programme: optionalText(100, 'Programme'),
});
export type WaitingListForm = z.input<typeof waitingListSchema>;
