import { z } from 'zod';
import { hasControlCharacters, isWellFormedText } from '../common/text.ts';
import '../common/zod-messages.ts';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from './constants.ts';
import { trustlinkMessages } from './messages.ts';

// The PIN a reporter chooses to come back to their interaction (the strength hint the form shows
// under it is in pin-strength.ts, without zod, for the browser).

/** The PIN the reporter chooses. Hashed with argon2id; never shown, stored or sent back. */
export const pinField = z
  .string({ error: trustlinkMessages.required })
  .min(1, { error: trustlinkMessages.required, abort: true })
  .min(PIN_MIN_LENGTH, trustlinkMessages.pinTooShort)
  .max(PIN_MAX_LENGTH, trustlinkMessages.pinTooLong)
  .refine(
    (v) => !hasControlCharacters(v) && isWellFormedText(v),
    'The PIN contains a character that cannot be used.',
  );

export { pinStrength, type PinStrength } from './pin-strength.ts';
