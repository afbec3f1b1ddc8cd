import { useId, useState } from 'react';
import {
  ClearFilters,
  FilterForm,
  FilterSearch,
  useFilterSearch,
} from '~/backoffice/filter-search';
import { kindLabels, leadKinds } from '~/backoffice/types';
import { Select } from '~/ui/form/inputs';
import { controlClass } from '~/ui/form/control';
import { emptyFilter, isFiltered, type LeadFilter } from './filters';

const kindOptions: readonly (readonly [string, string])[] = [
  ['', 'All kinds'],
  ...leadKinds.map((kind) => [kind, kindLabels[kind]] as const),
];
const statusOptions = [
  ['', 'Any status'],
  ['new', 'New'],
  ['handled', 'Handled'],
] as const;

interface LeadFiltersProps {
  value: LeadFilter;
  onChange: (next: LeadFilter) => void;
}

/**
 * Search and filters of the leads inbox. Lists and dates apply at once; the search applies as
 * the person pauses typing (or presses Enter), so the list doesn't reload on every key.
 */
export function LeadFilters({ value, onChange }: LeadFiltersProps) {
  const dateErrorId = useId();
  const search = useFilterSearch(value, onChange);

  const set = (patch: Partial<LeadFilter>) => onChange({ ...value, ...patch });

  // Dates are kept here while they contradict each other, so the list is never asked for an
  // impossible range; the person sees why nothing changed.
  const [dates, setDates] = useState({ from: value.from, to: value.to });
  const [shownDates, setShownDates] = useState(dates);
  if (value.from !== shownDates.from || value.to !== shownDates.to) {
    setShownDates({ from: value.from, to: value.to });
    setDates({ from: value.from, to: value.to });
  }
  const backwards = Boolean(dates.from && dates.to && dates.from > dates.to);
  const setDate = (patch: Partial<typeof dates>) => {
    const next = { ...dates, ...patch };
    setDates(next);
    if (!(next.from && next.to && next.from > next.to)) set(next);
  };

  return (
    <FilterForm label="Filter leads" search={search}>
      <FilterSearch search={search} label="Search" placeholder="Name, e-mail, company or message" />
      <Select
        label="Kind"
        value={value.kind}
        options={kindOptions}
        onChange={(event) => set({ kind: event.target.value as LeadFilter['kind'] })}
      />
      <Select
        label="Status"
        value={value.status}
        options={statusOptions}
        onChange={(event) => set({ status: event.target.value as LeadFilter['status'] })}
      />
      <DateField
        label="From"
        value={dates.from}
        invalid={backwards}
        errorId={dateErrorId}
        onChange={(from) => setDate({ from })}
      />
      <DateField
        label="To"
        value={dates.to}
        invalid={backwards}
        errorId={dateErrorId}
        onChange={(to) => setDate({ to })}
      />
      <ClearFilters
        search={search}
        filtered={isFiltered(value)}
        onClear={() => {
          setDates({ from: '', to: '' });
          onChange(emptyFilter);
        }}
      />
      {backwards && (
        <p
          id={dateErrorId}
          role="alert"
          className="col-span-2 text-sm font-medium text-red-700 lg:col-span-full"
        >
          The end date must be on or after the start date.
        </p>
      )}
    </FilterForm>
  );
}

function DateField(props: {
  label: string;
  value: string;
  invalid: boolean;
  errorId: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={controlClass(props.invalid, 'mt-1.5 h-10', 'compact')}
      />
    </div>
  );
}
