// Dates of TrustLink: the reporter's come-back date (business days) and the EU Whistleblower
// Directive's deadlines for the case handlers. All arithmetic is in UTC, so a case shows the same
// deadline to everyone whatever their time zone.

/** Days after receipt by which the report must be acknowledged. */
export const ACKNOWLEDGEMENT_DUE_DAYS = 7;
/** Months after acknowledgement (or after the 7 days when none was sent) to give feedback. */
export const FEEDBACK_DUE_MONTHS = 3;

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

export interface CaseDates {
  receivedAt: Date;
  acknowledgedAt: Date | null;
  /** First answer to the reporter after acknowledgement: a staff message or the closure. */
  feedbackGivenAt: Date | null;
  closedAt: Date | null;
}

export interface CaseDeadlines {
  acknowledgementDueAt: Date;
  feedbackDueAt: Date;
  acknowledgementOverdue: boolean;
  feedbackOverdue: boolean;
  overdue: boolean;
}

/**
 * Acknowledgement is due 7 days after receipt; feedback 3 months after acknowledgement, or, when
 * none was sent, 3 months after those 7 days ran out. A deadline met late is no longer overdue
 * once met; a closed case is never overdue.
 */
export function caseDeadlines(dates: CaseDates, now: Date = new Date()): CaseDeadlines {
  const acknowledgementDueAt = addDays(dates.receivedAt, ACKNOWLEDGEMENT_DUE_DAYS);
  const feedbackDueAt = addMonths(
    dates.acknowledgedAt ?? acknowledgementDueAt,
    FEEDBACK_DUE_MONTHS,
  );
  const open = dates.closedAt === null;
  const acknowledgementOverdue =
    open && dates.acknowledgedAt === null && now.getTime() > acknowledgementDueAt.getTime();
  const feedbackOverdue =
    open && dates.feedbackGivenAt === null && now.getTime() > feedbackDueAt.getTime();
  return {
    acknowledgementDueAt,
    feedbackDueAt,
    acknowledgementOverdue,
    feedbackOverdue,
    overdue: acknowledgementOverdue || feedbackOverdue,
  };
}

/** The receipt's come-back date: 10 business days after the submission. */
export function followUpDueDate(submittedAt: Date, businessDays = 10): Date {
  return addBusinessDays(submittedAt, businessDays);
}
