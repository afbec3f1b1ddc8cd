import { z } from 'zod';
import { optionalReportEmail, optionalReportText, requiredReportText } from './report-fields.ts';
import { pinField } from './pin.ts';

// The people in a TrustLink report: the reporter (all optional but the PIN) and those involved.

export const reporterSchema = z.object({
  firstName: optionalReportText('First name', 100),
  lastName: optionalReportText('Last name', 100),
  email: optionalReportEmail,
  phoneNumber: optionalReportText('Phone number', 40),
  password: pinField,
});
export type Reporter = z.input<typeof reporterSchema>;

export const involvedPersonSchema = z.object({
  fullName: requiredReportText('Full name', 150),
  jobRole: requiredReportText('Job role', 150),
  email: optionalReportEmail,
});
export type InvolvedPerson = z.input<typeof involvedPersonSchema>;
