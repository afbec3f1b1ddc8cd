import { describe, expect, it } from 'vitest';
import { followUpDueDate } from '@verdantia/domain/trustlink-deadlines';
import { receiptText } from './receipt';

describe('TrustLink receipt', () => {
  it('counts 10 business days, skipping weekends', () => {
    // Wednesday 5 March 2025 -> Wednesday 19 March 2025.
    expect(followUpDueDate(new Date(Date.UTC(2025, 2, 5, 12))).toDateString()).toBe(
      new Date(Date.UTC(2025, 2, 19, 12)).toDateString(),
    );
    // Friday 7 March 2025 -> Friday 21 March 2025.
    expect(followUpDueDate(new Date(Date.UTC(2025, 2, 7, 12))).toDateString()).toBe(
      new Date(Date.UTC(2025, 2, 21, 12)).toDateString(),
    );
  });

  it('holds the ID, both dates and the retention period, never a PIN', () => {
    const text = receiptText('1234567890123456', new Date(2025, 2, 5, 12));
    expect(text).toContain('Interaction ID: 1234567890123456');
    expect(text).toContain('Wednesday 5 March 2025');
    expect(text).toContain('Wednesday 19 March 2025');
    expect(text).toContain('365 days after it is closed');
    expect(text).toContain('does not contain your PIN');
  });
});
