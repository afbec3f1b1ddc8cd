// The kinds of lead the site collects, as the back-office names them.

/** The kinds of leads the inbox lists ('request-info' rows live in contact_leads). */
export const leadKinds = [
  'contact',
  'request-info',
  'newsletter',
  'early-access',
  'waiting-list',
  'assessment',
] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  contact: 'Contact message',
  'request-info': 'Request for information',
  newsletter: 'Newsletter sign-up',
  'early-access': 'Early access',
  'waiting-list': 'Waiting list',
  assessment: 'Assessment report',
};
