import {
  FOLLOW_UP_BUSINESS_DAYS,
  TRUSTLINK_RETENTION_DAYS_DEFAULT,
} from '@verdantia/domain/trustlink/constants';
import type { InteractionCreated } from '@verdantia/domain/trustlink/submission';
import { followUpDueDate } from '@verdantia/domain/trustlink/deadlines';
import { retentionSentence } from '~/content/trustlink';
import { longDate } from './long-date';

export { FOLLOW_UP_BUSINESS_DAYS };

/** What the receipt says: the server's own dates and its retention setting. */
export interface Receipt {
  interactionId: string;
  submittedAt: Date;
  returnBy: Date;
  retentionDays: number;
}

/** The receipt from the server's answer (computed here only if an answer lacks a fact). */
export function receiptFrom(answer: Partial<InteractionCreated> & { interactionId: string }) {
  const submittedAt = answer.createdAt ? new Date(answer.createdAt) : new Date();
  return {
    interactionId: String(answer.interactionId),
    submittedAt,
    // A calendar date, read as that day wherever the reporter is.
    returnBy: answer.followUpBy
      ? new Date(`${answer.followUpBy.slice(0, 10)}T12:00:00`)
      : followUpDueDate(submittedAt, FOLLOW_UP_BUSINESS_DAYS),
    retentionDays: answer.retentionDays ?? TRUSTLINK_RETENTION_DAYS_DEFAULT,
  } satisfies Receipt;
}

/**
 * The receipt a reporter downloads: the ID, the date and the date by which to come back, and
 * how long data are kept. Never the PIN: the receipt may be found by someone else.
 */
export function receiptText({ interactionId, submittedAt, returnBy, retentionDays }: Receipt) {
  return [
    'TrustLink receipt',
    '=================',
    '',
    `Interaction ID: ${interactionId}`,
    `Submitted on:   ${longDate(submittedAt)}`,
    `Come back by:   ${longDate(returnBy)} (${FOLLOW_UP_BUSINESS_DAYS} business days)`,
    '',
    'Log in with this interaction ID and the PIN you chose, using "Follow Up on Interaction"',
    'on the TrustLink page. This receipt does not contain your PIN.',
    'A lost interaction ID or PIN cannot be reset or retrieved by the provider.',
    '',
    retentionSentence(retentionDays),
    '',
  ].join('\n');
}
