import { z } from 'zod';
import { blankAsUndefined, text } from '../common/text.ts';
import '../common/zod-messages.ts';
import { trustlinkMessages } from './messages.ts';

// The field kinds of the TrustLink report form, with the short messages the form shows.

/** A required one-line text whose empty value says just "Required", as the form shows it. */
export const requiredReportText = (
  label: string,
  max: number,
  extra: { min?: number; tooShort?: string } = {},
) =>
  z
    .string({ error: trustlinkMessages.required })
    .trim()
    .min(1, { error: trustlinkMessages.required, abort: true })
    .pipe(text({ label, max, ...extra }));

export const optionalReportText = (label: string, max: number) =>
  blankAsUndefined(text({ label, max })).transform((v) => (v === '' ? undefined : v));

export const optionalReportEmail = blankAsUndefined(
  text({ label: 'The e-mail address', max: 254, tooLong: 'That e-mail address is too long.' }),
)
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.email('Please enter a valid e-mail address.').optional());

export const reportChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: trustlinkMessages.required });
