import { describe, expect, it } from 'vitest';
import { reporterDictionaries } from './i18n/dictionaries';
import { receiptFrom, receiptText } from './receipt';

const { en, pl } = reporterDictionaries;

describe('TrustLink receipt', () => {
  it("uses the server's dates and retention setting", () => {
    const text = receiptText(
      receiptFrom({
        interactionId: '1234567890123456',
        createdAt: '2025-03-05T12:00:00.000Z',
        followUpBy: '2025-03-19',
        retentionDays: 90,
      }),
      en,
    );
    expect(text).toContain('Interaction ID: 1234567890123456');
    expect(text).toContain('Submitted on:   Wednesday 5 March 2025');
    expect(text).toContain('Come back by:   Wednesday 19 March 2025 (10 business days)');
    expect(text).toContain('for 90 days after it is closed');
    expect(text).toContain('does not contain your PIN');
  });

  it('counts 10 business days itself when an answer lacks the date', () => {
    // Friday 7 March 2025 -> Friday 21 March 2025, weekends skipped.
    const receipt = receiptFrom({
      interactionId: '1234567890123456',
      createdAt: '2025-03-07T12:00:00.000Z',
    });
    expect(receiptText(receipt, en)).toContain('Come back by:   Friday 21 March 2025');
    expect(receiptText(receipt, en)).toContain('for 365 days');
  });

  it("is written in the reporter's language, with the server's retention days", () => {
    const receipt = receiptFrom(
      {
        interactionId: '1234567890123456',
        createdAt: '2025-03-05T12:00:00.000Z',
        retentionDays: 30,
      },
      'pl',
    );
    const text = receiptText(receipt, pl);
    expect(text).toContain(pl.receipt.title);
    expect(text).toContain('1234567890123456');
    expect(text).toContain('5 marca 2025');
    expect(text).toContain('30');
    expect(text).not.toContain('Interaction ID');
    expect(text).toContain(pl.followUp.button);
  });
});
