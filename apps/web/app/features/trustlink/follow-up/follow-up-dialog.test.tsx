import { withReporterText } from '../i18n/with-reporter-text';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FollowUpDialog from './follow-up-dialog';
import { sampleRecord as record } from './sample-record';

const slow = { timeout: 5000 };
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      calls.push(String(url));
      return answer();
    }),
  );
  const onOpenChange = vi.fn();
  render(
    withReporterText(
      <FollowUpDialog open onOpenChange={onOpenChange} returnFocusTo={createRef()} />,
    ),
  );
  return { user: userEvent.setup(), calls, onOpenChange };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Interaction ID/), '4821039957261184');
  await user.type(screen.getByLabelText(/^PIN/), 'kestrel-4821');
  await user.click(screen.getByRole('button', { name: 'Follow up' }));
}

describe('FollowUpDialog', () => {
  it('says "Invalid Interaction ID or Pincode" for 4 seconds on a 401', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderDialog(() =>
      Response.json({ message: 'not authorized user' }, { status: 401 }),
    );
    await logIn(user);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Invalid Interaction ID or Pincode',
    );
    act(() => vi.advanceTimersByTime(4100));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows any other failure's own message (the lockout)", async () => {
    const { user } = renderDialog(() =>
      Response.json({ message: 'It is locked for 15 minutes.' }, { status: 429 }),
    );
    await logIn(user);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'It is locked for 15 minutes.',
    );
  });

  it('shows the interaction, its conversation and the remarks box, and ends the session on close', async () => {
    const { user, calls, onOpenChange } = renderDialog(() => Response.json(record));
    await logIn(user);
    expect(
      await screen.findByRole('cell', { name: 'Waste dumped behind depot' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Sam Carter, Jo Patel' })).toBeVisible();
    expect(screen.getByTestId('follow-up-status')).toHaveTextContent('Awaiting your answer');
    expect(screen.getByText('Which night was it?')).toBeVisible();
    expect(screen.getByLabelText(/Your remarks/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls).toContain('/api/stakeholder-interactions/session');
  });
});
