import {
  FOLLOW_UP_BUSINESS_DAYS,
  TRUSTLINK_RETENTION_DAYS_DEFAULT,
} from '@verdantia/domain/trustlink/constants';
import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import type { InteractionCreated } from '@verdantia/domain/trustlink/submission';
import { followUpDueDate } from '@verdantia/domain/trustlink/deadlines';
import { fill } from './i18n/fill';
import { retentionText } from './i18n/retention';
import type { ReporterText } from './i18n/text-en';
import { longDate } from './long-date';

export { FOLLOW_UP_BUSINESS_DAYS };

/** What the receipt says: the server's own dates and its retention setting. */
export interface Receipt {
  interactionId: string;
  submittedAt: Date;
  returnBy: Date;
  retentionDays: number;
  /** The language the reporter wrote in: the receipt is in it too. */
  language: ReporterLanguage;
}

/** The receipt from the server's answer (computed here only if an answer lacks a fact). */
export function receiptFrom(
  answer: Partial<InteractionCreated> & { interactionId: string },
  language: ReporterLanguage = 'en',
) {
  const submittedAt = answer.createdAt ? new Date(answer.createdAt) : new Date();
  return {
    interactionId: String(answer.interactionId),
    submittedAt,
    // A calendar date, read as that day wherever the reporter is.
    returnBy: answer.followUpBy
      ? new Date(`${answer.followUpBy.slice(0, 10)}T12:00:00`)
      : followUpDueDate(submittedAt, FOLLOW_UP_BUSINESS_DAYS),
    retentionDays: answer.retentionDays ?? TRUSTLINK_RETENTION_DAYS_DEFAULT,
    language,
  } satisfies Receipt;
}

/**
 * The receipt a reporter downloads: the ID, the date and the date by which to come back, and
 * how long data are kept. Never the PIN: the receipt may be found by someone else.
 */
export function receiptText(receipt: Receipt, text: ReporterText) {
  const { interactionId, submittedAt, returnBy, retentionDays, language } = receipt;
  const t = text.receipt;
  // The labels line up, whatever their length in this language.
  const labels = [t.id, t.submittedOn, t.comeBackBy];
  const width = Math.max(...labels.map((label) => label.length)) + 2;
  const line = (label: string, value: string) => `${`${label}:`.padEnd(width)}${value}`;
  return [
    t.title,
    '='.repeat(t.title.length),
    '',
    line(t.id, interactionId),
    line(t.submittedOn, longDate(submittedAt, language)),
    line(
      t.comeBackBy,
      `${longDate(returnBy, language)} ${fill(t.businessDays, { days: FOLLOW_UP_BUSINESS_DAYS })}`,
    ),
    '',
    fill(t.howTo, { button: text.followUp.button }),
    t.lost,
    '',
    retentionText(text, retentionDays),
    '',
  ].join('\n');
}
