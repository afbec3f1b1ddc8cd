import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '~/ui/logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { navFor } from './navigation';
import { roleLabels, type Staff } from './types';
import { adminButton } from './ui';
import { useSignOut } from './use-sign-out';

/** The signed-in back-office: a side menu by role (a drawer on phones) and the page. */
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
      <aside className="hidden bg-brand-950 text-white lg:block">
        <div className="sticky top-0 flex h-screen flex-col">
          <div className="flex items-center justify-between gap-3 px-5 py-6">
            <NavLink to="/admin" end aria-label="Verdantia back-office dashboard">
              <Logo inverted className="text-lg" />
            </NavLink>
            <span className="rounded-full bg-brand-800 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-accent-300 uppercase">
              Staff
            </span>
          </div>
          <nav aria-label="Back-office" className="flex-1 overflow-y-auto px-3 pb-6">
            <NavLinks items={items} />
          </nav>
          <div className="border-t border-brand-900 px-5 py-4">
            <p className="truncate text-sm font-semibold">{staff.name || staff.email}</p>
            <p className="truncate text-xs text-brand-300">{roleLabels[staff.role]}</p>
          </div>
        </div>
      </aside>
      <div className="min-w-0">
        <header className="flex h-14 items-center gap-3 border-b border-line bg-white px-3 sm:px-5 lg:justify-end lg:px-8">
          <MobileMenu items={items} staff={staff} />
          <p className="min-w-0 flex-1 truncate text-right text-sm text-muted lg:flex-none">
            <span className="hidden sm:inline">Signed in as </span>
            <span className="font-semibold text-ink">{staff.email}</span>
            <span className="hidden sm:inline"> · {roleLabels[staff.role]}</span>
          </p>
          <button
            type="button"
            className={adminButton('secondary', 'h-8 shrink-0 px-3')}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
        </header>
        <main id="admin-main" tabIndex={-1} className="px-3 py-5 sm:px-5 lg:px-8 lg:py-8">
          <div className="mx-auto max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
