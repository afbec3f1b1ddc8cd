import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClearFilters, FilterForm, FilterSearch, useFilterSearch } from './filter-search';

interface Filter {
  q: string;
  tag: string;
}
const empty: Filter = { q: '', tag: '' };

/** A list's filters as a page holds them: in its state (the address, in the app). */
function Filters(props: { value: Filter; onChange: (next: Filter) => void }) {
  const search = useFilterSearch(props.value, props.onChange);
  return (
    <FilterForm label="Filter things" search={search}>
      <FilterSearch search={search} label="Search" placeholder="Words" maxLength={20} />
      <ClearFilters
        search={search}
        filtered={Boolean(props.value.q || props.value.tag)}
        onClear={() => props.onChange(empty)}
      />
    </FilterForm>
  );
}

function Harness(props: { onChange: (next: Filter) => void; initial?: Filter }) {
  const [value, setValue] = useState(props.initial ?? empty);
  return (
    <>
      <Filters
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      {/* Stands for the back button: the address changes the search from outside. */}
      <button type="button" onClick={() => setValue({ q: 'from the address', tag: '' })}>
        Go back
      </button>
    </>
  );
}

describe('back-office filter search', () => {
  it('is a labelled search box in a named search landmark', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('maxlength', '20');
  });

  it('applies the trimmed text once, when typing pauses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={{ q: '', tag: 'kept' }} />);
    await user.type(screen.getByLabelText('Search'), '  acme ');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'acme', tag: 'kept' });
  });

  it('applies at once on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText('Search'), 'jane{Enter}');
    expect(onChange).toHaveBeenCalledWith({ q: 'jane', tag: '' });
  });

  it('lets Clear count text typed but not applied yet, and empties it', () => {
    // Fake timers hold the pause, so the text stays typed but not applied.
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const clear = screen.getByRole('button', { name: 'Clear filters' });
      expect(clear).toBeDisabled();
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'half-typed' } });
      expect(onChange).not.toHaveBeenCalled();
      expect(clear).toBeEnabled();
      fireEvent.click(clear);
      expect(screen.getByLabelText('Search')).toHaveValue('');
      expect(onChange).toHaveBeenLastCalledWith(empty);
      expect(clear).toBeDisabled();
      // Nor is the cleared text applied once the pause is over.
      act(() => vi.runAllTimers());
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the address when it changes the search', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByLabelText('Search')).toHaveValue('from the address');
    expect(onChange).not.toHaveBeenCalled();
  });
});
