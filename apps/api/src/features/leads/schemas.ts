import { contactFormSchema, requestInfoSchema } from '@verdantia/domain';
import { z } from 'zod';

/**
 * The body of POST /api/submit_contact_form: the contact form (source 'contact' or absent, as the
 * original front end sent it) or the request-info modal (source 'request-info'). Each is checked
 * by its own shared schema, so a modal lead is not asked for the contact form's required fields.
 */
export const contactEndpointSchema = z.discriminatedUnion(
  'source',
  [
    contactFormSchema.extend({ source: z.literal('contact').optional() }),
    requestInfoSchema.extend({ source: z.literal('request-info') }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? "The source must be 'contact' or 'request-info'."
        : undefined,
  },
);
export type ContactEndpointBody = z.output<typeof contactEndpointSchema>;

export const messageSchema = z.object({ message: z.string() });
