import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FilePen, Inbox, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { http, errorMessage } from '~/lib/http';
import { navFor } from '~/backoffice/navigation';
import { useStaff } from '~/backoffice/session';
import { roleLabels, type DashboardCounts } from '~/backoffice/types';
import { PageHeader, Panel } from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';

interface CountCard {
  key: keyof DashboardCounts;
  label: string;
  hint: string;
  icon: LucideIcon;
  to?: string;
  action?: string;
}

const cards: CountCard[] = [
  {
    key: 'newLeads',
    label: 'New leads',
    hint: 'Messages, requests and sign-ups not yet handled',
    icon: Inbox,
    to: '/admin/leads?status=new',
    action: 'Open the inbox',
  },
  {
    key: 'drafts',
    label: 'Drafts',
    hint: 'Blog posts and news articles not yet published',
    icon: FilePen,
    to: '/dashboards/blog-dashboard',
    action: 'Go to blog and news',
  },
];

/** `latestLeads` comes from the route: the leads feature owns that panel. */
export function Dashboard({ latestLeads }: { latestLeads?: ReactNode }) {
  const staff = useStaff();
  const counts = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => http<DashboardCounts>('/api/admin/dashboard'),
  });
  const visible = counts.data ? cards.filter((card) => counts.data[card.key] !== undefined) : [];
  const firstName = (staff.name || staff.email).split(/[\s@]/)[0];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}. You are signed in as ${roleLabels[staff.role].toLowerCase()}.`}
      />
      {counts.isError && (
        <FormAlert tone="error" onRetry={() => void counts.refetch()}>
          {errorMessage(counts.error)}
        </FormAlert>
      )}
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="sr-only">
          Counts
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={counts.isPending}>
          {counts.isPending &&
            [0, 1, 2].map((n) => (
              <li key={n}>
                <Panel className="h-40 animate-pulse p-5">
                  <span className="block h-4 w-24 rounded bg-brand-100/70" />
                  <span className="mt-5 block h-8 w-16 rounded bg-brand-100/70" />
                </Panel>
              </li>
            ))}
          {visible.map(({ key, label, hint, icon: Icon, to, action }) => (
            <li key={key}>
              <Panel className="flex h-full flex-col p-5">
                <div className="flex items-center justify-between">
                  <h3 className="text-sm font-semibold text-muted">{label}</h3>
                  <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                </div>
                <p className="mt-2 text-4xl font-bold tracking-tight text-brand-950 tabular-nums">
                  {counts.data?.[key]}
                </p>
                <p className="mt-1 text-sm text-muted">{hint}</p>
                {to && (
                  <Link
                    to={to}
                    className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900"
                  >
                    {action}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </Panel>
            </li>
          ))}
        </ul>
      </section>
      {staff.role === 'admin' && latestLeads}
      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="text-base font-semibold text-brand-950">
          Your work
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {navFor(staff.role)
            .filter((item) => item.to !== '/admin')
            .map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-brand-900 shadow-xs ring-1 ring-line transition-colors hover:ring-brand-300"
                >
                  <Icon className="size-4.5 text-brand-700" aria-hidden="true" />
                  {label}
                  <ArrowRight className="ml-auto size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
