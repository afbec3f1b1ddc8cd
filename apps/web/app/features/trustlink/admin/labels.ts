import type { CaseStatus } from '@verdantia/domain/trustlink/case-status';

export const statusTones: Record<CaseStatus, 'amber' | 'brand' | 'green' | 'grey' | 'red'> = {
  new: 'amber',
  acknowledged: 'brand',
  under_investigation: 'brand',
  awaiting_reporter: 'green',
  closed: 'grey',
};

export const priorityTones = { High: 'red', Medium: 'amber', Low: 'grey' } as const;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDay = (value: string | null | undefined) =>
  value ? day.format(new Date(value)) : '—';
