import { dateMessages } from '@verdantia/domain/common/date-messages';
import { textMessages } from '@verdantia/domain/common/text-messages';
import {
  EVIDENCE_CASE_QUOTA_BYTES,
  INVOLVED_PERSONS_MAX,
  PIN_LOCK_MINUTES,
  PIN_MAX_LENGTH,
} from '@verdantia/domain/trustlink/constants';
import { trustlinkMessages } from '@verdantia/domain/trustlink/messages';
import { NETWORK_MESSAGE, GENERAL_MESSAGE } from '~/lib/http';
import { fill } from './fill';
import type { ReporterText } from './text-en';

// The shared rules (packages/domain) and the server answer in English, the public contract. A
// reporter reads every such message from their own dictionary: each English message the reporter
// screens can meet is matched here to its dictionary entry. A message not listed is shown as it
// came (translate-message.test.ts lists every message of the reporter's schemas and routes).

type Validation = ReporterText['validation'];
type Label = keyof ReporterText['labels'];

/** Messages with nothing to fill in, and the dictionary entry of each. */
const fixed: Record<string, (v: Validation) => string> = {
  [trustlinkMessages.required]: (v) => v.required,
  [trustlinkMessages.titleTooShort]: (v) => v.titleTooShort,
  [trustlinkMessages.descriptionTooShort]: (v) => v.descriptionTooShort,
  [trustlinkMessages.pinTooLong]: (v) => fill(v.pinTooLong, { max: PIN_MAX_LENGTH }),
  [trustlinkMessages.pinMismatch]: (v) => v.pinMismatch,
  'The PIN contains a character that cannot be used.': (v) => v.pinCharacter,
  [trustlinkMessages.invalidCredentials]: (v) => v.invalidCredentials,
  [trustlinkMessages.locked]: (v) => fill(v.locked, { minutes: PIN_LOCK_MINUTES }),
  [trustlinkMessages.tooManyRequests]: (v) => v.tooManyRequests,
  [trustlinkMessages.sessionEnded]: (v) => v.sessionEnded,
  [trustlinkMessages.badReporterJson]: (v) => v.badReporterJson,
  [trustlinkMessages.badInvolvedJson]: (v) => v.badInvolvedJson,
  [trustlinkMessages.tooManyFiles]: (v) => v.tooManyFiles,
  [trustlinkMessages.fileTooLarge]: (v) => v.fileTooLarge,
  [trustlinkMessages.fileEmpty]: (v) => v.fileEmpty,
  [trustlinkMessages.fileType]: (v) => v.fileType,
  [trustlinkMessages.archiveTooLarge]: (v) => v.archiveTooLarge,
  [trustlinkMessages.caseQuotaFull]: (v) =>
    fill(v.caseQuotaFull, { megabytes: EVIDENCE_CASE_QUOTA_BYTES / (1024 * 1024) }),
  [trustlinkMessages.uploadsBusy]: (v) => v.uploadsBusy,
  [trustlinkMessages.fileNotFound]: (v) => v.fileNotFound,
  [trustlinkMessages.caseClosed]: (v) => v.caseClosed,
  'The interaction ID is 16 digits.': (v) => v.interactionId,
  'Please enter a valid e-mail address.': (v) => v.email,
  'That e-mail address is too long.': (v) => v.emailTooLong,
  [`At most ${INVOLVED_PERSONS_MAX} involved persons can be listed.`]: (v) =>
    fill(v.tooManyPeople, { max: INVOLVED_PERSONS_MAX }),
  'Please correct the highlighted fields.': (v) => v.correctFields,
  [NETWORK_MESSAGE]: (v) => v.unreachable,
  [GENERAL_MESSAGE]: (v) => v.general,
};

/** Messages built around a field's name (and a number), as the shared text and date rules word them. */
const shaped: {
  pattern: RegExp;
  translate: (v: Validation, label: string, number: string) => string;
}[] = [
  {
    pattern: shape(textMessages.tooLong('\u0000', 0)),
    translate: (v, label, max) => fill(v.tooLong, { label, max }),
  },
  {
    pattern: shape(textMessages.tooShort('\u0000', 0)),
    translate: (v, label, min) => fill(v.tooShort, { label, min }),
  },
  {
    pattern: shape(textMessages.control('\u0000')),
    translate: (v, label) => fill(v.control, { label }),
  },
  {
    pattern: shape(textMessages.illFormed('\u0000')),
    translate: (v, label) => fill(v.illFormed, { label }),
  },
  {
    pattern: shape(textMessages.notText('\u0000')),
    translate: (v, label) => fill(v.notText, { label }),
  },
  {
    pattern: shape(dateMessages.format('\u0000')),
    translate: (v, label) => fill(v.dateFormat, { label }),
  },
  {
    pattern: shape(dateMessages.unreal('\u0000')),
    translate: (v, label) => fill(v.dateUnreal, { label }),
  },
];

/** A message template as a pattern: the label (written as NUL) and the number (0) become groups. */
function shape(example: string): RegExp {
  const escaped = example.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\u0000', '(.+?)').replace(/\b0\b/, '(\\d+)')}$`);
}

/** The "Files ending in .hta cannot be accepted…" message, whatever the extension. */
const refusedName = shape(trustlinkMessages.fileNameRefused('\u0000'));

/** An English message of the shared rules or the server, in the reporter's language. */
export function translateMessage(message: string, text: ReporterText): string {
  const v = text.validation;
  const exact = fixed[message];
  if (exact) return exact(v);
  const name = refusedName.exec(message);
  if (name) return fill(v.fileNameRefused, { extension: name[1]! });
  for (const { pattern, translate } of shaped) {
    const match = pattern.exec(message);
    if (!match) continue;
    const label = match[1]!;
    const known = text.labels[label as Label];
    // The shared rules capitalise a label; a translation may not, so it is used as written.
    return translate(v, known ?? label, match[2] ?? '');
  }
  return message;
}
