import { z } from 'zod';
import { text } from '../common/text.ts';
import { optionalLeadText, requiredLeadText } from './lead-fields.ts';

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

/** Which form a contact-endpoint lead came from; the request-info modal posts to the same path. */
export const contactSources = ['contact', 'request-info'] as const;

/**
 * POST /api/submit_contact_form from the contact form: name, companyName and
 * professionalEmail required; designation, sector, phone and message optional.
 */
export const contactFormSchema = z.object({
  name: requiredLeadText(100, 'Name', 'your name'),
  designation: optionalLeadText(100, 'Designation'),
  companyName: requiredLeadText(150, 'Company name', 'your company name'),
  professionalEmail: emailField,
  sector: optionalLeadText(100, 'Sector'),
  phone: optionalLeadText(40, 'Phone number').refine(
    (value) => value === undefined || /^[+()\d\s.-]{5,40}$/.test(value),
    'Please enter a valid phone number.',
  ),
  message: optionalLeadText(5000, 'Message', true),
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
  name: optionalLeadText(100, 'Name'),
  designation: optionalLeadText(100, 'Designation'),
  companyName: optionalLeadText(150, 'Company name'),
  professionalEmail: emailField,
  source: z.literal('request-info').default('request-info'),
});
export type RequestInfoForm = z.input<typeof requestInfoSchema>;
