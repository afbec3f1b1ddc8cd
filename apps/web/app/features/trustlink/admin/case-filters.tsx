import { interactionTypes, priorities } from '@verdantia/domain/trustlink/choices';
import { caseStatuses, caseStatusLabels } from '@verdantia/domain/trustlink/case-status';
import { caseSortLabels, caseSorts } from '@verdantia/domain/trustlink/case-query';
import {
  ClearFilters,
  FilterForm,
  FilterSearch,
  useFilterSearch,
} from '~/backoffice/filter-search';
import { Select } from '~/ui/form/inputs';
import { emptyCaseFilter, isCaseFiltered, type CaseFilter } from './filters';

const statusOptions = [
  ['', 'Any status'],
  ...caseStatuses.map((s) => [s, caseStatusLabels[s]] as const),
] as const;
const typeOptions = [['', 'Any type'], ...interactionTypes.map((t) => [t, t] as const)] as const;
const priorityOptions = [['', 'Any priority'], ...priorities.map((p) => [p, p] as const)] as const;
const sortOptions = caseSorts.map((s) => [s === 'newest' ? '' : s, caseSortLabels[s]] as const);
const overdueOptions = [
  ['', 'All deadlines'],
  ['true', 'Overdue only'],
] as const;

/**
 * Search by reference, and filters that apply at once. Titles are sealed at rest, so the server
 * filters on the clear columns only and opens just the cases of the page shown.
 */
export function CaseFilters(props: { value: CaseFilter; onChange: (next: CaseFilter) => void }) {
  const { value, onChange } = props;
  const search = useFilterSearch(value, onChange);
  const set = (patch: Partial<CaseFilter>) => onChange({ ...value, ...patch });

  return (
    <FilterForm label="Filter cases" search={search} many>
      <FilterSearch
        search={search}
        label="Find a reference"
        placeholder="TL-000042"
        maxLength={200}
      />
      <Select
        label="Status"
        value={value.status}
        options={statusOptions}
        onChange={(event) => set({ status: event.target.value })}
      />
      <Select
        label="Type"
        value={value.interactionType}
        options={typeOptions}
        onChange={(event) => set({ interactionType: event.target.value })}
      />
      <Select
        label="Priority"
        value={value.priority}
        options={priorityOptions}
        onChange={(event) => set({ priority: event.target.value })}
      />
      <Select
        label="Deadlines"
        value={value.overdue}
        options={overdueOptions}
        onChange={(event) => set({ overdue: event.target.value as CaseFilter['overdue'] })}
      />
      <Select
        label="Order"
        value={value.sort}
        options={sortOptions}
        onChange={(event) => set({ sort: event.target.value })}
      />
      <ClearFilters
        search={search}
        filtered={isCaseFiltered(value)}
        onClear={() => onChange(emptyCaseFilter)}
      />
    </FilterForm>
  );
}
