import { addBusinessDays, addDays, addMonths } from '../common/date-arithmetic.ts';

// TrustLink's dates: the reporter's come-back date and the Whistleblower Directive's deadlines.

/** Days after receipt by which the report must be acknowledged. */
export const ACKNOWLEDGEMENT_DUE_DAYS = 7;
/** Months after acknowledgement (or after the 7 days when none was sent) to give feedback. */
export const FEEDBACK_DUE_MONTHS = 3;

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
