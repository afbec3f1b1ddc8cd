import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '~/lib/zod-jitless';
import { NewsEditor } from './news-editor';

afterEach(() => vi.unstubAllGlobals());

describe('NewsEditor', { timeout: 20_000 }, () => {
  it('validates with the domain schema before anything is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const Stub = createRoutesStub([
      { path: '/', Component: () => <NewsEditor onSaved={() => {}} onClose={() => {}} /> },
    ]);
    render(<Stub />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one image.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
