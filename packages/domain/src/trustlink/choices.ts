// The fixed choices of the TrustLink form, shared with the staff console's filters. The values
// are the public contract and keep the original spelling (relationShip).

export const interactionTypes = ['Environmental', 'Social', 'Governance'] as const;
export type InteractionType = (typeof interactionTypes)[number];
export const priorities = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof priorities)[number];
export const relationShips = [
  'Associate',
  'Consultant',
  'Contract Worker',
  'Contractor',
  'Co-Worker',
  'Employee',
  'Former Associate',
  'Former-Employee',
  'Other',
  'Prefer not to answer',
  'Supplier',
] as const;
export type RelationShip = (typeof relationShips)[number];

// What the reporter reads of the accepted kinds and of the metadata removed is in the web's
// reporter dictionaries (apps/web/app/features/trustlink/i18n), in each language.
/** For the file input's accept attribute: a hint for the picker only, the server decides. */
export const evidenceAccept =
  '.pdf,.jpg,.jpeg,.png,.gif,.webp,.heic,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.eml,.msg,.txt,.md,.csv,.html,.htm,.zip,.mp3,.m4a,.wav,.ogg,.mp4,.mov,.webm';
