import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { Countdown } from './tab-countdown';
import { useAutoAdvance } from './use-auto-advance';

interface TabItem {
  key: string;
  tab: ReactNode;
  panel: ReactNode;
}

interface TabPanelProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Select the next tab every n ms (paused on hover, on focus inside and by the pause button). */
  autoAdvanceMs?: number;
  className?: string;
  /** Wraps the tab list and the pause button. */
  sideClassName?: string;
  listClassName?: string;
  /** Each tab button; style the selected one with `aria-selected:` variants. */
  tabClassName?: string;
  panelClassName?: string;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and
 * select, panels are labelled by their tab. Every panel is in the HTML (hidden ones with
 * `hidden`), so prerendered pages carry all of the copy.
 */
export function TabPanel({
  label,
  tabs,
  autoAdvanceMs,
  className,
  sideClassName,
  listClassName,
  tabClassName,
  panelClassName,
}: TabPanelProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const [selected, select] = useAutoAdvance(tabs.length, autoAdvanceMs, paused);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);

  // Where the tab list scrolls sideways (phones), keep the selected tab in sight. Horizontal
  // only: scrollIntoView would also move the page.
  useEffect(() => {
    const el = list.current;
    const tab = buttons.current[selected];
    if (!el || !tab || el.scrollWidth <= el.clientWidth) return;
    const offset = tab.getBoundingClientRect().left - el.getBoundingClientRect().left;
    el.scrollTo?.({
      left: el.scrollLeft + offset - (el.clientWidth - tab.offsetWidth) / 2,
      behavior: 'smooth',
    });
  }, [selected]);

  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    select(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };

  return (
    <div
      className={className}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
    >
      <div className={sideClassName}>
        <div
          ref={list}
          role="tablist"
          aria-label={label}
          className={listClassName}
          onKeyDown={onKeyDown}
        >
          {tabs.map((item, i) => (
            <button
              key={item.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              aria-selected={i === selected}
              tabIndex={i === selected ? 0 : -1}
              className={tabClassName}
              onClick={() => select(i)}
            >
              {item.tab}
              {autoAdvanceMs && i === selected && (
                <Countdown key={selected} ms={autoAdvanceMs} paused={paused} />
              )}
            </button>
          ))}
        </div>
        {autoAdvanceMs && tabs.length > 1 && (
          <button
            type="button"
            className="mt-4 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            <span
              aria-hidden="true"
              className={cn('size-2 rounded-full', stopped ? 'bg-muted' : 'bg-brand-500')}
            />
            {stopped ? 'Resume auto-advance' : 'Pause auto-advance'}
          </button>
        )}
      </div>
      {tabs.map((item, i) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
