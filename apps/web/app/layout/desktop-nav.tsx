import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { Link } from 'react-router';
import {
  ChevronDownIcon as ChevronDown,
  ChevronRightIcon as ChevronRight,
} from '~/ui/icons/control-icons';
import { mainNav, type NavItem } from '~/content/navigation';
import { cn } from '~/ui/cn';

const topLink =
  'rounded-full px-3 py-2 text-[0.95rem] font-medium text-brand-950 hover:bg-brand-50 hover:text-brand-800';

/**
 * Desktop navigation (>= 1130 px), the WAI disclosure-menu pattern: each group is a link plus a
 * toggle button. Menus open on hover, on click of the toggle, or with Enter/Space/ArrowDown;
 * Escape closes the innermost menu and returns focus to its toggle. All links stay in the HTML
 * (hidden when closed) so crawlers and the prerendered page see every destination.
 */
export function DesktopNav() {
  const [open, setOpen] = useState<number | null>(null);
  // Choosing a destination closes every menu.
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(null);
  };

  return (
    <ul className="hidden items-center gap-1 nav:flex" onClick={onClick}>
      {mainNav.map((item, index) =>
        item.children ? (
          <MenuGroup
            key={item.label}
            item={item}
            open={open === index}
            onOpenChange={(next) => setOpen(next ? index : null)}
            level={0}
          />
        ) : (
          <li key={item.label}>
            <Link to={item.href!} className={topLink}>
              {item.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

interface MenuGroupProps {
  item: NavItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  level: number;
}

function MenuGroup({ item, open, onOpenChange, level }: MenuGroupProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A flyout that would cross the window's right edge opens to the left instead. Measured after
  // layout and set on the DOM directly: it is presentation, not state.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || level === 0 || !panel) return;
    delete panel.dataset.flip;
    if (panel.getBoundingClientRect().right > window.innerWidth - 8) panel.dataset.flip = 'true';
  }, [open, level]);
  const [childIndex, setChildIndex] = useState<number | null>(null);
  // A closed menu shows no open submenu, whatever was open last time.
  const openChild = open ? childIndex : null;
  const close = () => {
    setChildIndex(null);
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onToggleKey = (event: KeyboardEvent) => {
    if ((level === 0 && event.key === 'ArrowDown') || (level > 0 && event.key === 'ArrowRight')) {
      event.preventDefault();
      onOpenChange(true);
      requestAnimationFrame(() =>
        document.getElementById(panelId)?.querySelector<HTMLElement>('a,button')?.focus(),
      );
    }
  };

  const isTop = level === 0;
  return (
    <li
      className="relative"
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div
        className={cn(
          'flex items-center',
          !isTop && 'rounded-lg hover:bg-brand-50',
          !isTop && open && 'bg-brand-50',
        )}
      >
        {item.href ? (
          <Link
            to={item.href}
            className={isTop ? cn(topLink, 'pr-1') : 'flex-1 px-3 py-2 text-sm font-medium'}
          >
            {item.label}
          </Link>
        ) : (
          <span
            className={isTop ? topLink : 'flex-1 px-3 py-2 text-sm font-semibold text-brand-900'}
          >
            {item.label}
          </span>
        )}
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${item.label} menu`}
          onClick={() => onOpenChange(!open)}
          onKeyDown={onToggleKey}
          className="inline-flex size-8 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100"
        >
          {isTop ? (
            <ChevronDown
              className={cn('size-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className={cn(
          'absolute z-10',
          isTop
            ? 'left-0 top-full pt-3'
            : 'left-full top-0 -mt-2 pl-3 data-[flip=true]:right-full data-[flip=true]:left-auto data-[flip=true]:pr-3 data-[flip=true]:pl-0',
        )}
      >
        <ul className="w-64 rounded-2xl border border-line bg-white p-2 shadow-card">
          {item.children!.map((child, index) =>
            child.children ? (
              <MenuGroup
                key={child.label}
                item={child}
                open={openChild === index}
                onOpenChange={(next) => setChildIndex(next ? index : null)}
                level={level + 1}
              />
            ) : (
              <li key={child.label}>
                <Link to={child.href!} className="block rounded-lg px-3 py-2 hover:bg-brand-50">
                  <span className="block text-sm font-medium text-brand-950">{child.label}</span>
                  {child.description && (
                    <span className="block text-xs text-muted">{child.description}</span>
                  )}
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </li>
  );
}
