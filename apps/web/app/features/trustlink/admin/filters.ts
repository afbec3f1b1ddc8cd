import { interactionTypes, priorities } from '@verdantia/domain/trustlink/choices';
import { caseStatuses } from '@verdantia/domain/trustlink/case-status';
import { caseSorts } from '@verdantia/domain/trustlink/case-query';

export interface CaseFilter {
  q: string;
  status: string;
  interactionType: string;
  priority: string;
  overdue: '' | 'true';
  /** '' is the default order, newest first. */
  sort: string;
}

export const emptyCaseFilter: CaseFilter = {
  q: '',
  status: '',
  interactionType: '',
  priority: '',
  overdue: '',
  sort: '',
};

const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';

/** The filters live in the address, so a filtered list can be reloaded, shared and gone back to. */
export function caseFilterFromParams(params: URLSearchParams): CaseFilter {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(caseStatuses, params.get('status')),
    interactionType: oneOf(interactionTypes, params.get('interactionType')),
    priority: oneOf(priorities, params.get('priority')),
    overdue: params.get('overdue') === 'true' ? 'true' : '',
    sort: oneOf(caseSorts, params.get('sort')),
  };
}

export const isCaseFiltered = (filter: CaseFilter) => Object.values(filter).some(Boolean);
