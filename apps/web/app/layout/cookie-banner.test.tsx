import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';
import { COOKIE_KEY } from './cookie-store';

function renderBanner() {
  const Stub = createRoutesStub([{ path: '/', Component: CookieBanner }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('CookieBanner', () => {
  it('asks until a choice is stored', async () => {
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it.each([
    ['Of course', 'true'],
    ['No thanks', 'false'],
  ])('"%s" stores %s and hides the banner', async (button, stored) => {
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(window.localStorage.getItem(COOKIE_KEY)).toBe(stored);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays hidden once either choice is stored', () => {
    window.localStorage.setItem(COOKIE_KEY, 'false');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('asks again at once when the stored choice is cleared (cookie policy page)', async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Of course' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    act(() => {
      window.localStorage.removeItem(COOKIE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_KEY }));
    });
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('Escape hides it without storing a choice', async () => {
    renderBanner();
    await screen.findByRole('region', { name: 'Cookie consent' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COOKIE_KEY)).toBeNull();
  });
});
