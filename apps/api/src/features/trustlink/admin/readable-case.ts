import { EnvelopeError, type WrappedKey } from '../../../crypto/envelope.ts';
import { HttpError } from '../../../http/http-error.ts';
import { caseCipher, ringOf, type CaseCipher, type CaseConfig } from '../sealed-case.ts';

// A case sealed under a DATA_KEY this instance does not hold (two instances that each generated
// their own key, a rotation without DATA_KEY_PREVIOUS) cannot be opened. The console says which
// key is missing instead of failing: the list marks the row, the case page and actions answer 409.

/** Why a case cannot be opened, as the console shows it, or undefined for any other error. */
export function unreadableReason(error: unknown): string | undefined {
  if (!(error instanceof EnvelopeError)) return undefined;
  return error.missingKeyId
    ? `unreadable: key ${error.missingKeyId} missing`
    : 'unreadable: sealed content damaged';
}

/** Runs `open`. @throws HttpError 409 naming the missing key when the case cannot be opened. */
export function orUnreadable<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    const reason = unreadableReason(error);
    if (!reason) throw error;
    throw new HttpError(
      409,
      `This case is ${reason}. Every instance must run with the same DATA_KEY; during a rotation ` +
        'set the old key as DATA_KEY_PREVIOUS.',
    );
  }
}

/** The case's cipher. @throws HttpError 409 when its data key cannot be unwrapped. */
export const readableCase = (config: CaseConfig, row: WrappedKey & { interactionId: string }) =>
  orUnreadable<CaseCipher>(() => caseCipher(ringOf(config), row));
