import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingSoonSidebar } from './coming-soon-sidebar';
import { setSidebarState, useSidebarState } from './sidebar-state';

const icons = {
  check: '',
  faq: '',
  privacy: '',
  email: '',
  toggle: '',
  diagnostic: '',
  tracker: '',
  lab: '',
};

function Harness() {
  const [state, setState] = useSidebarState();
  return (
    <MemoryRouter>
      <ComingSoonSidebar
        state={state}
        icons={icons}
        onToggle={() => setState(state === 'collapsed' ? 'expanded' : 'collapsed')}
      />
    </MemoryRouter>
  );
}

afterEach(() => window.sessionStorage.clear());

describe('ComingSoonSidebar', () => {
  it('toggles between expanded and collapsed and remembers the choice for the visit', async () => {
    const user = userEvent.setup();
    act(() => setSidebarState('expanded'));
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('coming-soon-sidebar')).toHaveClass('w-[220px]');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.getElementById('coming-soon-sidebar')).toHaveClass('w-[70px]');
    expect(window.sessionStorage.getItem('comingSoonSidebar')).toBe('collapsed');
  });

  it('keeps the link names for screen readers when collapsed', () => {
    act(() => setSidebarState('collapsed'));
    render(<Harness />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', '/start-green');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
  });
});
