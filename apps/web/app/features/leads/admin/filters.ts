import { leadKinds, type LeadKind } from '~/backoffice/types';

export interface LeadFilter {
  q: string;
  kind: LeadKind | '';
  status: 'new' | 'handled' | '';
  from: string;
  to: string;
}

export const emptyFilter: LeadFilter = { q: '', kind: '', status: '', from: '', to: '' };

const isKind = (value: string | null): value is LeadKind =>
  (leadKinds as readonly string[]).includes(value ?? '');
const isDate = (value: string | null) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** The inbox's filters live in the address, so a filtered view can be reloaded and shared. */
export function filterFromParams(params: URLSearchParams): LeadFilter {
  const kind = params.get('kind');
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    kind: isKind(kind) ? kind : '',
    status: status === 'new' || status === 'handled' ? status : '',
    from: isDate(params.get('from')) ? params.get('from')! : '',
    to: isDate(params.get('to')) ? params.get('to')! : '',
  };
}

export const isFiltered = (filter: LeadFilter) => Object.values(filter).some(Boolean);
