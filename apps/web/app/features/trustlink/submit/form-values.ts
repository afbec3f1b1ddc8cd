import { EVIDENCE_MAX_BYTES } from '@verdantia/domain/trustlink/constants';
import { trustlinkMessages } from '@verdantia/domain/trustlink/messages';
import type { InteractionForm } from '@verdantia/domain/trustlink/submission';
import type { DefaultValues } from 'react-hook-form';

export { evidenceAccept } from '@verdantia/domain/trustlink/choices';

/** What the form holds: the domain's form type (the payload plus the time and the PIN typed twice). */
export type InteractionValues = InteractionForm;

export const emptyPerson = { fullName: '', jobRole: '' };

// The three choices start unset: their selects show a prompt and the schema answers "Required".
export const emptyInteraction: DefaultValues<InteractionValues> = {
  title: '',
  interactionDescription: '',
  interactionLocation: '',
  closureDate: '',
  closureTime: '',
  involvedPersons: [emptyPerson],
  reporter: { firstName: '', lastName: '', email: '', password: '' },
  pinConfirm: '',
};

/** A quick answer in the browser; the server checks size and type (by content) again. */
export function evidenceProblem(file: File | undefined) {
  if (!file) return undefined;
  if (file.size > EVIDENCE_MAX_BYTES) return trustlinkMessages.fileTooLarge;
  if (file.size === 0) return trustlinkMessages.fileEmpty;
  return undefined;
}
