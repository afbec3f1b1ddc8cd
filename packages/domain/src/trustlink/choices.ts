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
  'E-mails (.eml, .msg)',
  'Text, Markdown, CSV and saved web pages',
  'Zip archives (up to 100 MB unpacked)',
  'Audio (MP3, M4A, WAV, OGG)',
  'Video (MP4, MOV, WebM)',
] as const;

/** What TrustLink removes from a file before keeping it, and what it cannot: shown before upload. */
export const evidenceMetadataNotice =
  'Before we keep your file, we remove hidden details that could identify you: the location, camera and date stored in photos (JPEG, PNG, WebP, TIFF), and the author, company and editing tool stored in PDFs and Word, Excel and PowerPoint files. We cannot remove what the file itself shows or says: faces, names, signatures, letterheads or a name inside the text. Audio, video and other files are kept as they are.';
/** For the file input's accept attribute: a hint for the picker only, the server decides. */
export const evidenceAccept =
  '.pdf,.jpg,.jpeg,.png,.gif,.webp,.heic,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.eml,.msg,.txt,.md,.csv,.html,.htm,.zip,.mp3,.m4a,.wav,.ogg,.mp4,.mov,.webm';
