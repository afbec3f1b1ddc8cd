import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '~/ui/cn';
import { Logo } from '~/ui/logo';
import { navFor } from './navigation';
import { roleLabels, type Staff } from './types';
import { adminButton } from './ui';
import { useSignOut } from './use-sign-out';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-brand-800 text-white shadow-[inset_3px_0_0_var(--color-accent-400)]'
      : 'text-brand-100 hover:bg-brand-900 hover:text-white',
  );

/** The signed-in back-office: a side menu by role (a scrolling bar on phones) and the page. */
export function AdminFrame({ staff, children }: { staff: Staff; children: ReactNode }) {
  const items = navFor(staff.role);
  const signOut = useSignOut();
  return (
    <div className="min-h-screen bg-page-grey lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="bg-brand-950 text-white">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col">
          <div className="flex items-center justify-between gap-3 px-5 py-4 lg:py-6">
            <NavLink to="/admin" aria-label="Back-office dashboard">
              <Logo inverted className="text-lg" />
            </NavLink>
            <span className="rounded-full bg-brand-800 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-accent-300 uppercase">
              Staff
            </span>
          </div>
          <nav aria-label="Back-office" className="overflow-x-auto px-3 pb-3 lg:flex-1 lg:pb-6">
            <ul className="flex gap-1 lg:flex-col">
              {items.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} end={to === '/admin'} className={linkClass}>
                    <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden border-t border-brand-900 px-5 py-4 lg:block">
            <p className="truncate text-sm font-semibold">{staff.name || staff.email}</p>
            <p className="truncate text-xs text-brand-300">{roleLabels[staff.role]}</p>
          </div>
        </div>
      </aside>
      <div className="min-w-0">
        <header className="flex h-14 items-center justify-end gap-3 border-b border-line bg-white px-5 lg:px-8">
          <p className="min-w-0 truncate text-sm text-muted">
            Signed in as <span className="font-semibold text-ink">{staff.email}</span>
            <span className="hidden sm:inline"> · {roleLabels[staff.role]}</span>
          </p>
          <button
            type="button"
            className={adminButton('secondary', 'h-8 px-3')}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
        </header>
        <main id="admin-main" tabIndex={-1} className="px-5 py-6 lg:px-8 lg:py-8">
          <div className="mx-auto max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
