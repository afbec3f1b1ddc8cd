import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '~/lib/zod-jitless';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

function stubSignIn(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in form', () => {
  it('checks the fields before calling the server', async () => {
    const fetchMock = stubSignIn(() => Response.json({}));
    render(<SignInForm onSignedIn={() => {}} />);
    await fillAndSubmit('', '');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the credentials as JSON and hands over the signed-in staff member', async () => {
    const staff = { id: 1, email: 'ada@example.org', name: 'Ada', role: 'admin' };
    const fetchMock = stubSignIn(() => Response.json({ staff, twoStep: 'verified' }));
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await fillAndSubmit('ada@example.org', 'a long password');
    expect(onSignedIn).toHaveBeenCalledWith(staff, 'verified');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/session');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.org',
      password: 'a long password',
    });
  });

  it("shows the server's message when the sign-in is refused", async () => {
    stubSignIn(() =>
      Response.json(
        { message: 'Too many failed sign-ins. Try again in 15 minutes.' },
        { status: 429 },
      ),
    );
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await fillAndSubmit('ada@example.org', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 15 minutes.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('explains why the person is back at the sign-in form', () => {
    render(
      <SignInForm notice="Your session has expired. Please sign in again." onSignedIn={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  });
});
