// Calendar arithmetic (TrustLink's deadlines, certificates' validity). All of it is in UTC, so a
// date shows the same to everyone whatever their time zone.

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` plus `days` business days (Saturdays and Sundays skipped; public holidays are not). */
export function addBusinessDays(date: Date, days: number): Date {
  const result = new Date(date.getTime());
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

/** `date` plus whole calendar days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `date` plus calendar months; 31 May + 3 months is 31 August, 30 November + 3 is 28/29 Feb. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
