// Where a TrustLink case stands, as staff set it and the reporter reads it.

export const caseStatuses = [
  'new',
  'acknowledged',
  'under_investigation',
  'awaiting_reporter',
  'closed',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const caseStatusLabels: Record<CaseStatus, string> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  under_investigation: 'Under investigation',
  awaiting_reporter: 'Awaiting reporter',
  closed: 'Closed',
};
