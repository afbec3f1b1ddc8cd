import { NavLink, useLocation } from 'react-router';
import { cn } from '~/ui/cn';
import type { NavItem } from './navigation';

const linkClass = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    active
      ? 'bg-brand-800 text-white shadow-[inset_3px_0_0_var(--color-accent-400)]'
      : 'text-brand-100 hover:bg-brand-900 hover:text-white',
  );

/** The rooms of the back-office as a vertical list of links, the current one marked. */
export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon, also = [] }) => {
        const elsewhere = also.some((path) => pathname.startsWith(path));
        return (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              onClick={onNavigate}
              aria-current={elsewhere ? 'page' : undefined}
              className={({ isActive }) => linkClass(isActive || elsewhere)}
            >
              <Icon className="size-4.5 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
