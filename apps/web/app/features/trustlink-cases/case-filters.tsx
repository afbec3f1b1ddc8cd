import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import {
  caseStatuses,
  caseStatusLabels,
  interactionTypes,
  priorities,
} from '@verdantia/domain/trustlink';
import { useEffect, useId, useRef, useState } from 'react';
import { adminButton } from '~/backoffice/ui';
import { controlClass } from '~/ui/form/control';
import { Select } from '~/ui/form/inputs';
import { emptyCaseFilter, isCaseFiltered, type CaseFilter } from './filters';

const statusOptions = [
  ['', 'Any status'],
  ...caseStatuses.map((s) => [s, caseStatusLabels[s]] as const),
] as const;
const typeOptions = [['', 'Any type'], ...interactionTypes.map((t) => [t, t] as const)] as const;
const priorityOptions = [['', 'Any priority'], ...priorities.map((p) => [p, p] as const)] as const;
const overdueOptions = [
  ['', 'All deadlines'],
  ['true', 'Overdue only'],
] as const;

/** Search over the (decrypted) titles, and filters that apply at once. */
export function CaseFilters(props: { value: CaseFilter; onChange: (next: CaseFilter) => void }) {
  const { value, onChange } = props;
  const searchId = useId();
  const [q, setQ] = useState(value.q);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (q.trim() === latest.current.q) return;
    const timer = setTimeout(() => onChange({ ...latest.current, q: q.trim() }), 350);
    return () => clearTimeout(timer);
  }, [q, onChange]);
  const set = (patch: Partial<CaseFilter>) => onChange({ ...value, ...patch });

  return (
    <form
      role="search"
      aria-label="Filter cases"
      className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, q: q.trim() });
      }}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="block text-sm font-semibold text-brand-950">
          Search titles
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
            maxLength={200}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Words from the title"
            className={controlClass(false, 'h-10 pl-9', 'compact')}
          />
        </div>
      </div>
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
      <button
        type="button"
        className={adminButton('ghost', 'col-span-2 h-10 lg:col-span-1')}
        disabled={!isCaseFiltered(value) && !q}
        onClick={() => {
          setQ('');
          onChange(emptyCaseFilter);
        }}
      >
        <X className="size-4" aria-hidden="true" />
        Clear filters
      </button>
    </form>
  );
}
