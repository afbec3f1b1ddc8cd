import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mainNav, type NavItem } from '~/content/navigation';
import { DesktopNav } from './desktop-nav';

function renderNav() {
  const Stub = createRoutesStub([{ path: '*', Component: DesktopNav }]);
  return render(<Stub initialEntries={['/']} />);
}

const leaves = (items: NavItem[]): NavItem[] =>
  items.flatMap((i) => (i.children ? leaves(i.children) : [i]));

describe('DesktopNav', () => {
  it('holds every destination of the navigation in the HTML, even when closed', () => {
    renderNav();
    for (const leaf of leaves(mainNav)) {
      const link = screen.getAllByRole('link', {
        name: new RegExp(`^${leaf.label}`),
        hidden: true,
      })[0]!;
      expect(link).toHaveAttribute('href', encodeURI(leaf.href!).replace(/%26/g, '&'));
    }
  });

  it('opens on hover, down to the third level', async () => {
    renderNav();
    const solutions = screen.getByRole('button', { name: 'Solutions menu' });
    await userEvent.hover(solutions);
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await userEvent.hover(screen.getByRole('button', { name: 'ESG Advisory menu' }));
    await userEvent.hover(screen.getByRole('button', { name: 'Levelling-Up menu' }));
    expect(screen.getByRole('link', { name: 'ESG Data Management' })).toBeVisible();
  });

  it('toggles with the keyboard and Escape returns focus to the toggle', async () => {
    renderNav();
    const learn = screen.getByRole('button', { name: 'Learn menu' });
    learn.focus();
    await userEvent.keyboard('{Enter}');
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(learn.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: /Award/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    expect(learn).toHaveFocus();
  });
});
