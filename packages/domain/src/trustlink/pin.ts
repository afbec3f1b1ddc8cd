import { z } from 'zod';
import { hasControlCharacters, isWellFormedText } from '../common/text.ts';
import '../common/zod-messages.ts';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from './constants.ts';
import { trustlinkMessages } from './messages.ts';

// The PIN a reporter chooses to come back to their interaction, and the strength hint the form
// shows under it.

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

export type PinStrength = 'weak' | 'fair' | 'strong';
/**
 * The hint under the PIN field. Weak: under 8 characters, or one repeated character, or a run
 * such as 123456 / abcdef. Strong: 12 or more characters mixing at least two kinds (letters,
 * digits, other). Fair: the rest. The rule only advises; the server requires the minimum length.
 */
export function pinStrength(pin: string): PinStrength {
  const lower = pin.toLowerCase();
  const codes = [...lower].map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).map((c, i) => c - codes[i]!);
  const isRun = steps.length > 0 && steps.every((s) => s === steps[0] && Math.abs(s) <= 1);
  if (pin.length < 8 || isRun) return 'weak';
  const kinds = [/\p{L}/u, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(pin)).length;
  return pin.length >= 12 && kinds >= 2 ? 'strong' : 'fair';
}
