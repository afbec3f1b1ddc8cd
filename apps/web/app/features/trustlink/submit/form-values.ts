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
  time: string;
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
  time: '',
  involvedPersons: [emptyPerson],
  reporter: { firstName: '', lastName: '', email: '', password: '' },
  pinConfirm: '',
};

/** The evidence limit, checked here for a quick answer and again by content on the server. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

export const evidenceAccept = [
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.txt',
  '.csv',
  '.mp3',
  '.wav',
  '.m4a',
  '.ogg',
  '.mp4',
  '.mov',
  '.webm',
].join(',');

export const evidenceTypesText =
  'PDF, images (JPEG, PNG, GIF, WebP), Office documents, plain text, audio or video; up to 10 MB.';

export function evidenceProblem(file: File | undefined) {
  if (!file) return undefined;
  if (file.size > EVIDENCE_MAX_BYTES)
    return 'The file is larger than 10 MB. Please choose a smaller one.';
  if (file.size === 0) return 'The file is empty. Please choose another one.';
  return undefined;
}
