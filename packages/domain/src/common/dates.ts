import { z } from 'zod';
import './zod-messages.ts';
import { dateMessages } from './date-messages.ts';

export { dateMessages };

// Dates arrive as text. `Date.parse('2023-02-29')` happily answers 1 March, and PostgreSQL
// refuses what JavaScript rolls over, so a date is checked against the calendar itself.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** True for a YYYY-MM-DD day that exists, from 0001-01-01 to 9999-12-31. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

/** True for an ISO 8601 date and time with a zone, e.g. 2024-05-01T09:30:00Z, that exists. */
export function isCalendarDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hour, minute, second = 0] = [match[2], match[3], match[4]].map((v) =>
    v === undefined ? undefined : Number(v),
  ) as [number, number, number | undefined];
  const offsetHours = match[6] === undefined ? 0 : Number(match[6]);
  const offsetMinutes = match[7] === undefined ? 0 : Number(match[7]);
  return hour < 24 && minute < 60 && second < 60 && offsetHours < 24 && offsetMinutes < 60;
}

/** A calendar day as YYYY-MM-DD (PostgreSQL `date`); impossible days are refused. */
export function calendarDate({ label }: { label: string }) {
  return z
    .string({ error: dateMessages.format(label) })
    .regex(DATE, { message: dateMessages.format(label), abort: true })
    .refine(isCalendarDate, dateMessages.unreal(label));
}

/** A moment as ISO 8601 with a zone (PostgreSQL `timestamptz`); impossible ones are refused. */
export function calendarDateTime({ label }: { label: string }) {
  return z
    .string({ error: dateMessages.dateTimeFormat(label) })
    .regex(DATE_TIME, { message: dateMessages.dateTimeFormat(label), abort: true })
    .refine(isCalendarDateTime, dateMessages.unrealDateTime(label));
}
