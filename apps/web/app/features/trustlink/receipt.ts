import { FOLLOW_UP_BUSINESS_DAYS } from '@verdantia/domain/trustlink';
import { followUpDueDate } from '@verdantia/domain/trustlink-deadlines';
import { retentionText } from '~/content/trustlink';

export { FOLLOW_UP_BUSINESS_DAYS };

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Wednesday 5 March 2025": spelt out, so the receipt reads the same in every browser. */
export const longDate = (date: Date) =>
  `${weekdays[date.getDay()]} ${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;

/**
 * The receipt a reporter downloads: the ID, the date and the date by which to come back, and
 * how long data are kept. Never the PIN: the receipt may be found by someone else.
 */
export function receiptText(interactionId: string, submittedAt: Date) {
  const returnBy = followUpDueDate(submittedAt, FOLLOW_UP_BUSINESS_DAYS);
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
    retentionText,
    '',
  ].join('\n');
}

/** Hands the receipt to the browser as a text file download. */
export function downloadReceipt(interactionId: string, submittedAt: Date) {
  const blob = new Blob([receiptText(interactionId, submittedAt)], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `trustlink-receipt-${interactionId}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
