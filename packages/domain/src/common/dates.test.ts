import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  calendarDateTime,
  dateMessages,
  isCalendarDate,
  isCalendarDateTime,
} from './dates.ts';

describe('calendar dates', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days the calendar does not have, which Date.parse rolls over', () => {
    for (const day of ['2023-02-29', '1900-02-29', '2024-04-31', '0000-01-01', '2024-13-01']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('answers with a human message', () => {
    const schema = calendarDate({ label: 'The date' });
    expect(schema.safeParse('2023-02-29').error?.issues[0]?.message).toBe(
      dateMessages.unreal('The date'),
    );
    expect(schema.safeParse('29/02/2024').error?.issues).toEqual([
      expect.objectContaining({ message: dateMessages.format('The date') }),
    ]);
    expect(schema.safeParse(20240101).error?.issues[0]?.message).toBe(
      dateMessages.format('The date'),
    );
    expect(schema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('checks timestamps the same way', () => {
    expect(isCalendarDateTime('2024-02-29T23:59:59.123Z')).toBe(true);
    expect(isCalendarDateTime('2024-05-01T09:30+01:00')).toBe(true);
    for (const value of ['2023-02-29T10:00:00Z', '2024-05-01T24:00:00Z', '2024-05-01T10:00:00']) {
      expect(isCalendarDateTime(value), value).toBe(false);
    }
    const schema = calendarDateTime({ label: 'Published at' });
    expect(schema.safeParse('2024-04-31T10:00:00Z').error?.issues[0]?.message).toBe(
      dateMessages.unrealDateTime('Published at'),
    );
  });
});
