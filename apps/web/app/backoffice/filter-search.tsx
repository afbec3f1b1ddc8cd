import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { adminButton } from '~/backoffice/ui';
import { cn } from '~/ui/cn';
import { controlClass } from '~/ui/form/control';

/** How long typing must pause before the search applies, so a list does not reload on every key. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The search box's state, as useFilterSearch gives it. */
export interface FilterSearchState {
  /** What is in the box, applied or not yet: a Clear button counts it as a filter. */
  text: string;
  setText: (text: string) => void;
  /** Applies the text now (Enter), trimmed. */
  apply: () => void;
  /** Empties the box, also of text typed but not applied yet. */
  clear: () => void;
}

/**
 * The search of a back-office list whose filters live in the address (`value.q`). Typed text
 * applies, trimmed, when typing pauses or on Enter; when the address changes the search (back
 * button, "Clear filters"), the box follows it.
 */
export function useFilterSearch<F extends { q: string }>(
  value: F,
  onChange: (next: F) => void,
): FilterSearchState {
  const [text, setText] = useState(value.q);
  const [shownQ, setShownQ] = useState(value.q);
  // The timer applies the text to the filters as they are then, not as they were when it started.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });

  if (value.q !== shownQ) {
    setShownQ(value.q);
    setText(value.q);
  }

  useEffect(() => {
    if (text.trim() === latest.current.q) return;
    const timer = setTimeout(
      () => onChange({ ...latest.current, q: text.trim() }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, onChange]);

  return {
    text,
    setText,
    apply: () => onChange({ ...value, q: text.trim() }),
    clear: () => setText(''),
  };
}

/**
 * How the filters lie on wide screens: up to four filters in one row; five (the case list's)
 * would leave each select too narrow for its choices beside the sidebar, so they take two rows
 * of four up to 1536 px and one row beyond.
 */
const layouts = {
  oneRow: 'lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(0,1fr))_auto]',
  twoRows: 'lg:grid-cols-4 2xl:grid-cols-[minmax(12rem,1.5fr)_repeat(5,minmax(0,1fr))_auto]',
};

/** The filters' form: a search landmark laid out in rows on wide screens. */
export function FilterForm(props: {
  label: string;
  search: FilterSearchState;
  /** Five filters or more (see layouts). */
  many?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={props.label}
      className={cn(
        'grid grid-cols-2 gap-3 p-4 lg:items-end',
        props.many ? layouts.twoRows : layouts.oneRow,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        props.search.apply();
      }}
    >
      {props.children}
    </form>
  );
}

/** The labelled search box of a FilterForm. */
export function FilterSearch(props: {
  search: FilterSearchState;
  label: string;
  placeholder: string;
  maxLength?: number;
}) {
  const id = useId();
  const { search } = props;
  return (
    <div className="col-span-2 lg:col-span-1">
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {props.label}
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={search.text}
          maxLength={props.maxLength}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={(event) => {
            // A form with several text fields and no submit button does not submit on Enter.
            if (event.key === 'Enter') {
              event.preventDefault();
              search.apply();
            }
          }}
          placeholder={props.placeholder}
          className={controlClass(false, 'h-10 pl-9', 'compact')}
        />
      </div>
    </div>
  );
}

/**
 * "Clear filters": enabled while any filter applies or the box holds text (applied or not);
 * empties the box, then `onClear` resets the rest.
 */
export function ClearFilters(props: {
  search: FilterSearchState;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <button
      type="button"
      className={adminButton('ghost', 'col-span-2 h-10 lg:col-span-1')}
      disabled={!props.filtered && !props.search.text}
      onClick={() => {
        props.search.clear();
        props.onClear();
      }}
    >
      <X className="size-4" aria-hidden="true" />
      Clear filters
    </button>
  );
}
