import {
  EVIDENCE_MAX_BYTES,
  evidenceKinds,
  trustlinkMessages,
} from '@verdantia/domain/trustlink/submission';

export { evidenceAccept } from '@verdantia/domain/trustlink/submission';

/** What the form holds: the payload's fields plus what the browser alone uses (time, PIN confirmation). */
export interface InteractionValues {
  title: string;
  interactionType: string;
  interactionDescription: string;
  interactionLocation: string;
  priority: string;
  relationShip: string;
  closureDate: string;
  /** Shown to help the reporter place events; never sent. */
  closureTime: string;
  involvedPersons: { fullName: string; jobRole: string }[];
  reporter: { firstName: string; lastName: string; email: string; password: string };
  pinConfirm: string;
}

export const emptyPerson = { fullName: '', jobRole: '' };

export const emptyInteraction: InteractionValues = {
  title: '',
  interactionType: '',
  interactionDescription: '',
  interactionLocation: '',
  priority: '',
  relationShip: '',
  closureDate: '',
  closureTime: '',
  involvedPersons: [emptyPerson],
  reporter: { firstName: '', lastName: '', email: '', password: '' },
  pinConfirm: '',
};

export const evidenceTypesText = `${evidenceKinds.join('; ')}. Up to 10 MB.`;

/** A quick answer in the browser; the server checks size and type (by content) again. */
export function evidenceProblem(file: File | undefined) {
  if (!file) return undefined;
  if (file.size > EVIDENCE_MAX_BYTES) return trustlinkMessages.fileTooLarge;
  if (file.size === 0) return trustlinkMessages.fileEmpty;
  return undefined;
}
