import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_INTERVAL_MS, TabsBlock } from './tabs-block';
import type { TabsBlock as TabsBlockData } from './types';

const tab = (n: number): TabsBlockData['tabs'][number] => ({
  title: `Service ${n}`,
  description: `Short description ${n}`,
  icon: 'leaf',
  detail: { title: `Detail ${n}`, description: `Long description ${n}`, points: [`Point ${n}`] },
});

const block = (count: number): TabsBlockData => ({
  type: 'tabs',
  heading: 'Reporting services',
  tabs: Array.from({ length: count }, (_, i) => tab(i + 1)),
});

const selected = () => screen.getByRole('tab', { selected: true });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TabsBlock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on the first tab and shows only its panel', () => {
    render(<TabsBlock block={block(5)} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reporting services' }),
    ).toBeInTheDocument();
    expect(selected()).toHaveTextContent('Service 1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Detail 1');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(5);
  });

  it('selects a tab on click', () => {
    render(<TabsBlock block={block(5)} />);
    fireEvent.click(screen.getByRole('tab', { name: /Service 3/ }));
    expect(selected()).toHaveTextContent('Service 3');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Detail 3');
  });

  it('advances every 10 seconds and wraps from the last tab to the first', () => {
    render(<TabsBlock block={block(3)} />);
    advance(TAB_INTERVAL_MS - 1);
    expect(selected()).toHaveTextContent('Service 1');
    advance(1);
    expect(selected()).toHaveTextContent('Service 2');
    advance(TAB_INTERVAL_MS);
    expect(selected()).toHaveTextContent('Service 3');
    advance(TAB_INTERVAL_MS);
    expect(selected()).toHaveTextContent('Service 1');
  });

  it('restarts the wait after a manual selection', () => {
    render(<TabsBlock block={block(4)} />);
    advance(6_000);
    fireEvent.click(screen.getByRole('tab', { name: /Service 3/ }));
    advance(6_000);
    expect(selected()).toHaveTextContent('Service 3');
    advance(4_000);
    expect(selected()).toHaveTextContent('Service 4');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const { container } = render(<TabsBlock block={block(3)} />);
    const panel = container.querySelector('[data-paused]')!;
    fireEvent.mouseEnter(panel);
    advance(TAB_INTERVAL_MS * 3);
    expect(selected()).toHaveTextContent('Service 1');
    fireEvent.mouseLeave(panel);
    advance(TAB_INTERVAL_MS);
    expect(selected()).toHaveTextContent('Service 2');
  });

  it('pauses while focus is inside, so keyboard users can read', () => {
    render(
      <>
        <TabsBlock block={block(3)} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => selected().focus());
    advance(TAB_INTERVAL_MS * 2);
    expect(selected()).toHaveTextContent('Service 1');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(TAB_INTERVAL_MS);
    expect(selected()).toHaveTextContent('Service 2');
  });

  it('stays on the chosen tab while the pause button is pressed', () => {
    render(<TabsBlock block={block(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause auto-advance' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(TAB_INTERVAL_MS * 2);
    expect(selected()).toHaveTextContent('Service 1');
    expect(screen.getByRole('button', { name: 'Resume auto-advance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves between tabs with the arrow keys (ARIA tabs pattern)', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<TabsBlock block={block(3)} />);
    await user.tab();
    expect(selected()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Service 2');
    expect(selected()).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toHaveTextContent('Service 3');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Service 1');
    for (const t of screen.getAllByRole('tab')) {
      expect(t).toHaveAttribute('tabindex', t === selected() ? '0' : '-1');
      expect(document.getElementById(t.getAttribute('aria-controls')!)).toHaveAttribute(
        'aria-labelledby',
        t.id,
      );
    }
  });

  it('renders at most six tabs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<TabsBlock block={block(8)} />);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(6);
    warn.mockRestore();
  });
});
