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

/** Evidence kinds accepted, checked by the file's content on the server (not its name). */
export const evidenceKinds = [
  'PDF',
  'Images (JPEG, PNG, GIF, WebP, HEIC, TIFF)',
  'Office documents (Word, Excel, PowerPoint, OpenDocument)',
  'Plain text',
  'Audio (MP3, M4A, WAV, OGG)',
  'Video (MP4, MOV, WebM)',
] as const;
/** For the file input's accept attribute: a hint for the picker only, the server decides. */
export const evidenceAccept =
  '.pdf,.jpg,.jpeg,.png,.gif,.webp,.heic,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv,.mp3,.m4a,.wav,.ogg,.mp4,.mov,.webm';
