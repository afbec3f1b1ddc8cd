import {
  EVIDENCE_CASE_QUOTA_BYTES,
  PIN_LOCK_MINUTES,
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
} from './constants.ts';

const quotaMegabytes = EVIDENCE_CASE_QUOTA_BYTES / (1024 * 1024);

// What the reporter reads when a TrustLink form or follow-up step is refused.

export const trustlinkMessages = {
  required: 'Required',
  titleTooShort: 'Must be at least 6 characters',
  descriptionTooShort: 'Must be at least 10 characters',
  pinTooShort: `Must be at least ${PIN_MIN_LENGTH} characters`,
  pinTooLong: `Must be at most ${PIN_MAX_LENGTH} characters`,
  pinMismatch: 'The two PINs do not match',
  /** The follow-up answer for a wrong ID or PIN (the modal shows invalidCredentials). */
  notAuthorized: 'not authorized user',
  invalidCredentials: 'Invalid Interaction ID or Pincode',
  locked: `Too many wrong PINs for this interaction ID. It is locked for ${PIN_LOCK_MINUTES} minutes; please try again later.`,
  tooManyRequests: 'Too many attempts from this connection. Please wait a few minutes.',
  sessionEnded: 'Your follow-up session has ended. Please enter your interaction ID and PIN again.',
  badReporterJson: 'The reporter details could not be read. Please reload the page and try again.',
  badInvolvedJson: 'The involved persons could not be read. Please reload the page and try again.',
  tooManyFiles: 'Please attach one evidence file only.',
  fileTooLarge: 'The evidence file is larger than 10 MB. Please send a smaller file.',
  fileEmpty: 'The evidence file is empty.',
  fileType:
    'This kind of file cannot be accepted as evidence. Please send a PDF, an image, an Office document, an e-mail, a text file, a zip archive, audio or video.',
  archiveTooLarge:
    'This archive would unpack to more than 100 MB, or holds more than 10,000 files. Please send the files that matter most on their own, or describe them in your report.',
  /** A name a computer would run or open as a page (statement.hta), whatever the content. */
  fileNameRefused: (extension: string) =>
    `Files ending in .${extension} cannot be accepted as evidence, whatever they contain, because computers run or open them as programs or web pages. Please send a PDF, an image, an Office document, plain text, audio or video.`,
  caseQuotaFull: `With this file the evidence of this interaction would go over ${quotaMegabytes} MB, the most one interaction can keep. Please send a smaller file, or add your remark without a file and describe the evidence in it.`,
  uploadsBusy:
    'Many reports are being sent right now. Please wait a minute and send the form again; nothing you entered has been kept.',
  fileNotFound: 'There is no such file on your interaction.',
  caseClosed:
    'This interaction is closed and its last reply has been sent or its time has passed, so no more remarks can be added. If something new has happened, please submit a new interaction.',
} as const;
