import { withReporterText } from '../i18n/with-reporter-text';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InteractionForm from './interaction-form';

const slow = { timeout: 5000 };
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<MemoryRouter>{withReporterText(<InteractionForm />)}</MemoryRouter>);
  return userEvent.setup();
}

const field = (name: RegExp | string) => screen.getByLabelText(name);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Title/), 'Waste dumped behind depot');
  await user.selectOptions(field(/^Type/), 'Environmental');
  await user.selectOptions(field(/^Priority/), 'High');
  await user.selectOptions(field(/relationship/i), 'Employee');
  await user.type(field(/^Location/), 'Leeds depot');
  await user.type(field(/^Description/), 'Drums of solvent were left open overnight.');
  await user.type(field(/Person 1: full name/), 'Sam Carter');
  await user.type(field(/Person 1: job role/), 'Depot manager');
  await user.type(field(/^PIN/), 'kestrel-4821');
  await user.type(field(/^Confirm PIN/), 'kestrel-4821');
}

describe('InteractionForm', () => {
  it('shows each required field message of the form on submit and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(field(/^Title/), 'Waste');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Must be at least 6 characters', {}, slow)).toBeVisible();
    expect(screen.getByText('Must be at least 10 characters')).toBeVisible();
    // Type, location, priority, relationship, both person fields, PIN and its confirmation.
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(7);
    expect(field(/Person 1: job role/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds and removes involved-person rows', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    expect(field(/Person 3: full name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove person 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove person 1' }));
    expect(screen.queryByLabelText(/Person 2: full name/)).not.toBeInTheDocument();
  });

  it('posts the multipart body and shows the interaction ID', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_url, init) => {
        sent.push(init?.body as FormData);
        return Response.json(
          {
            interactionId: '4821039957261184',
            createdAt: '2025-03-05T12:00:00.000Z',
            followUpBy: '2025-03-19',
            retentionDays: 365,
          },
          { status: 201 },
        );
      }),
    );
    const user = renderForm();
    await fillValid(user);
    const file = new File(['%PDF-1.4 evidence'], 'photo.pdf', { type: 'application/pdf' });
    await user.upload(field(/Evidence/), file);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByTestId('interaction-id', {}, slow)).toHaveTextContent(
      '4821039957261184',
    );
    expect(screen.getByText(/Save your interaction ID and PIN now/)).toBeVisible();
    expect(screen.getByText('Come back by Wednesday 19 March 2025')).toBeVisible();
    const body = sent[0]!;
    expect(body.get('title')).toBe('Waste dumped behind depot');
    expect(body.get('relationShip')).toBe('Employee');
    expect(body.has('closureTime')).toBe(false);
    expect(JSON.parse(String(body.get('reporter')))).toMatchObject({ password: 'kestrel-4821' });
    expect(JSON.parse(String(body.get('involvedPersons')))).toEqual([
      { fullName: 'Sam Carter', jobRole: 'Depot manager', email: '' },
    ]);
    expect((body.get('evidences') as File).name).toBe('photo.pdf');
  });

  it("shows the server's message for 3 seconds, keeping what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ message: 'This kind of file cannot be accepted.' }, { status: 400 }),
      ),
    );
    const user = renderForm();
    await fillValid(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.submit(screen.getByRole('form', { name: 'New interaction' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This kind of file cannot be accepted.',
    );
    act(() => vi.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(field(/^Title/)).toHaveValue('Waste dumped behind depot');
  });
});
