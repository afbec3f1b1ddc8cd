import { describe, expect, it } from 'vitest';
import { sentenceOf } from './case-trail';

const event = (
  action: string,
  actor: string | null,
  detail: Record<string, unknown> | null = null,
) => ({
  id: 1,
  at: '2026-11-26T10:00:00.000Z',
  actor,
  action,
  label: '',
  detail,
});

describe('the case trail', () => {
  it('says who did what, in words', () => {
    expect(sentenceOf(event('trustlink.status_changed', 'Jo Patel', { to: 'acknowledged' }))).toBe(
      'Jo Patel changed the status to Acknowledged.',
    );
    expect(sentenceOf(event('trustlink.assigned', 'Jo Patel', { to: 'Sam Carter' }))).toBe(
      'Jo Patel assigned the case to Sam Carter.',
    );
    expect(sentenceOf(event('trustlink.received', null))).toBe(
      'The reporter submitted the report.',
    );
    expect(sentenceOf(event('trustlink.reminder_sent', null))).toBe(
      'The system e-mailed a deadline reminder.',
    );
  });
});
