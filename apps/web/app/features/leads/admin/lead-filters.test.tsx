import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilter, filterFromParams, type LeadFilter } from './filters';
import { LeadFilters } from './lead-filters';

function Harness({ onChange }: { onChange: (next: LeadFilter) => void }) {
  const [value, setValue] = useState(emptyFilter);
  return (
    <LeadFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('leads inbox filters', () => {
  it('has a label on every control', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('search', { name: 'Filter leads' })).toBeInTheDocument();
    for (const label of ['Search', 'Kind', 'Status', 'From', 'To']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('applies kind, status and dates at once, and the search when typing pauses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.selectOptions(screen.getByLabelText('Kind'), 'newsletter');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilter, kind: 'newsletter' });
    await user.selectOptions(screen.getByLabelText('Status'), 'new');
    await user.type(screen.getByLabelText('From'), '2026-01-31');
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyFilter,
      kind: 'newsletter',
      status: 'new',
      from: '2026-01-31',
    });

    const calls = onChange.mock.calls.length;
    await user.type(screen.getByLabelText('Search'), ' acme ');
    // One call for the whole word, trimmed, once typing stops.
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(calls + 1));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'acme', kind: 'newsletter' }),
    );
  });

  it('clears every filter and the search box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Kind'), 'contact');
    await user.type(screen.getByLabelText('Search'), 'jane{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyFilter, kind: 'contact', q: 'jane' });
    await user.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(emptyFilter);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Kind')).toHaveValue('');
  });

  it('reads filters from the address and ignores values it does not know', () => {
    const params = new URLSearchParams(
      'kind=waiting-list&status=handled&from=2026-02-01&to=bad&q=x',
    );
    expect(filterFromParams(params)).toEqual({
      q: 'x',
      kind: 'waiting-list',
      status: 'handled',
      from: '2026-02-01',
      to: '',
    });
    expect(filterFromParams(new URLSearchParams('kind=unknown&status=maybe'))).toEqual(emptyFilter);
  });
});
