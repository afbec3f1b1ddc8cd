import { z } from 'zod';

/** Longest e-mail address we accept anywhere (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

export const emailField = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(EMAIL_MAX, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

/** POST /api/addLead: the newsletter sign-up. */
export const newsletterLeadSchema = z.object({ email: emailField });
export type NewsletterLead = z.infer<typeof newsletterLeadSchema>;
