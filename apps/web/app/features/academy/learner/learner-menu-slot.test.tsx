import { act, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LearnerMenuSlot } from './learner-menu-slot';
import { clearCredential, saveCredential } from './session';

const jwt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;
const credential = (exp: number) => ({
  message: 'Logged in successfully',
  token: jwt(exp),
  expiresAt: '2030-01-01T00:00:00Z',
  user: { _id: 'u1', userName: 'Ada Lovelace', email: 'ada@example.com' },
});

function renderSlot() {
  const Stub = createRoutesStub([{ path: '*', Component: LearnerMenuSlot }]);
  return render(<Stub initialEntries={['/']} />);
}

describe("the header's learner slot", () => {
  afterEach(() => localStorage.clear());

  it('is empty for a visitor who never signed in', () => {
    const { container } = renderSlot();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the menu once a learner signs in, and nothing after they sign out', async () => {
    renderSlot();
    act(() => saveCredential(credential(Date.now() / 1000 + 3600)));
    expect(await screen.findByTestId('learner-menu')).toHaveTextContent('Ada Lovelace');
    act(() => clearCredential());
    expect(screen.queryByTestId('learner-menu')).toBeNull();
  });

  it('shows nothing for a stored credential that has expired', async () => {
    saveCredential(credential(Date.now() / 1000 - 10));
    const { container } = renderSlot();
    // The menu's code loads, reads the credential and draws nothing.
    await act(() => import('./learner-menu'));
    expect(container).toBeEmptyDOMElement();
  });
});
