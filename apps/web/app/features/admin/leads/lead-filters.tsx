import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { kindLabels, leadKinds } from '~/backoffice/types';
import { adminButton } from '~/backoffice/ui';
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
  const searchId = useId();
  const dateErrorId = useId();
  const [q, setQ] = useState(value.q);
  const [shownQ, setShownQ] = useState(value.q);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });

  // The address can change the search too (back button, "Clear filters").
  if (value.q !== shownQ) {
    setShownQ(value.q);
    setQ(value.q);
  }

  useEffect(() => {
    if (q.trim() === latest.current.q) return;
    const timer = setTimeout(() => onChange({ ...latest.current, q: q.trim() }), 350);
    return () => clearTimeout(timer);
  }, [q, onChange]);

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
    <form
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, q: q.trim() });
      }}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-semibold text-brand-950">
          Search
        </label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              // The form has no submit button, so Enter would not submit it on its own.
              if (event.key === 'Enter') {
                event.preventDefault();
                onChange({ ...value, q: q.trim() });
              }
            }}
            placeholder="Name, e-mail, company or message"
            className={controlClass(false, 'h-10 pl-9', 'compact')}
          />
        </div>
      </div>
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
      <button
        type="button"
        className={adminButton('ghost', 'col-span-2 h-10 lg:col-span-1')}
        disabled={!isFiltered(value) && !q}
        onClick={() => {
          setQ('');
          setDates({ from: '', to: '' });
          onChange(emptyFilter);
        }}
      >
        <X className="size-4" aria-hidden="true" />
        Clear filters
      </button>
      {backwards && (
        <p
          id={dateErrorId}
          role="alert"
          className="col-span-2 text-sm font-medium text-red-700 lg:col-span-full"
        >
          The end date must be on or after the start date.
        </p>
      )}
    </form>
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
