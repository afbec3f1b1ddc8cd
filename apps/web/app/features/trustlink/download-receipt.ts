import type { ReporterText } from './i18n/text-en';
import { receiptText, type Receipt } from './receipt';

/** Hands the receipt to the browser as a text file download. */
export function downloadReceipt(receipt: Receipt, text: ReporterText) {
  const blob = new Blob([receiptText(receipt, text)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // No case ID in the name: a file list, a download history or a synced folder shows only this.
  link.download = text.receipt.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
