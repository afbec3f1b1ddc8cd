import { receiptText, type Receipt } from './receipt';

/** Hands the receipt to the browser as a text file download. */
export function downloadReceipt(receipt: Receipt) {
  const blob = new Blob([receiptText(receipt)], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // No case ID in the name: a file list, a download history or a synced folder shows only this.
  link.download = 'trustlink-receipt.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
