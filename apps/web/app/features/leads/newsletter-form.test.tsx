import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

async function submit(email: string) {
  render(<NewsletterForm />);
  await userEvent.type(screen.getByLabelText('E-mail address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it('posts the address and replaces the button with a check icon', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'ok' }, { status: 201 }));
    await submit('reader@example.org');
    expect(await screen.findByRole('status', { name: 'Subscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/addLead');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'reader@example.org' });
  });

  it('shows the validation message above the input and sends nothing', async () => {
    await submit('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid e-mail address.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's `error` text and keeps the button", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'x', error: 'That address is blocked.' }, { status: 400 }),
    );
    await submit('reader@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('That address is blocked.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('explains a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await submit('reader@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/);
  });
});
