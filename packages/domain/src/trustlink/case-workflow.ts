import type { CaseStatus } from './case-status.ts';

// The TrustLink case console's status workflow (/admin/trustlink), for the admin and
// case_handler roles: which moves are allowed, why a case is closed, and what a refused move says.

/**
 * The workflow New → Acknowledged → Under investigation → Awaiting reporter → Closed. A case
 * can be closed from any open status (a duplicate need not be investigated); a closed case can be
 * reopened for investigation when new facts arrive.
 */
export const caseTransitions: Record<CaseStatus, readonly CaseStatus[]> = {
  new: ['acknowledged', 'closed'],
  acknowledged: ['under_investigation', 'awaiting_reporter', 'closed'],
  under_investigation: ['awaiting_reporter', 'closed'],
  awaiting_reporter: ['under_investigation', 'closed'],
  closed: ['under_investigation'],
};

export function canMoveCase(from: CaseStatus, to: CaseStatus): boolean {
  return caseTransitions[from].includes(to);
}

export const closureReasons = [
  'substantiated',
  'partly_substantiated',
  'unsubstantiated',
  'insufficient_information',
  'referred',
  'withdrawn',
  'duplicate',
  'out_of_scope',
] as const;
export type ClosureReason = (typeof closureReasons)[number];
export const closureReasonLabels: Record<ClosureReason, string> = {
  substantiated: 'Substantiated: action taken',
  partly_substantiated: 'Partly substantiated',
  unsubstantiated: 'Not substantiated',
  insufficient_information: 'Not enough information to proceed',
  referred: 'Referred to a competent authority',
  withdrawn: 'Withdrawn by the reporter',
  duplicate: 'Duplicate of another case',
  out_of_scope: 'Outside the scope of TrustLink',
};

export const caseMessages = {
  notFound: 'There is no case with this reference.',
  transition: (from: string, to: string) => `A case cannot move from ${from} to ${to}.`,
  closureReasonRequired: 'Please choose a closure reason to close the case.',
  outcomeRequired:
    'Please write the outcome for the reporter: they read it when they follow up, and a case cannot close without it.',
  unknownHandler: 'Cases can only be assigned to an active case handler or administrator.',
  evidenceNotFound: 'There is no such evidence file on this case.',
} as const;
