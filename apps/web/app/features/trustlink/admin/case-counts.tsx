import { useQuery } from '@tanstack/react-query';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { CaseDashboard } from '@verdantia/domain/trustlink/case-answers';
import { Link } from 'react-router';
import { Panel } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { cn } from '~/ui/cn';
import { FormAlert } from '~/ui/form/form-alert';
import { casesKey } from './api';

const tiles = [
  { key: 'overdue', label: 'Overdue', to: '/admin/cases?overdue=true' },
  { key: 'new', label: 'New, to acknowledge', to: '/admin/cases?status=new' },
  { key: 'awaitingStaff', label: 'Reporter replied', to: '/admin/cases' },
  { key: 'open', label: 'Open cases', to: '/admin/cases' },
] as const;

/** TrustLink at a glance on the dashboard: overdue cases first, in red when there are any. */
export function CaseCounts() {
  const counts = useQuery({
    queryKey: [...casesKey, 'dashboard'],
    queryFn: () => http<CaseDashboard>('/api/admin/trustlink/dashboard'),
  });
  return (
    <section aria-labelledby="trustlink-counts" className="space-y-3">
      <h2 id="trustlink-counts" className="text-base font-semibold text-brand-950">
        TrustLink cases
      </h2>
      {counts.isError && (
        <FormAlert tone="error" onRetry={() => void counts.refetch()}>
          {errorMessage(counts.error)}
        </FormAlert>
      )}
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={counts.isPending}>
        {tiles.map((tile) => {
          const value = counts.data?.[tile.key];
          const alarm = tile.key === 'overdue' && Boolean(value);
          return (
            <li key={tile.key}>
              <Link to={tile.to} className="block h-full">
                <Panel
                  className={cn(
                    'flex h-full flex-col p-4 transition-colors hover:ring-brand-300',
                    alarm && 'bg-red-50 ring-red-300',
                  )}
                >
                  <span
                    className={cn(
                      'flex items-center gap-1.5 text-sm font-semibold',
                      alarm ? 'text-red-800' : 'text-muted',
                    )}
                  >
                    {alarm && <AlarmClock className="size-4" aria-hidden="true" />}
                    {tile.label}
                  </span>
                  <span
                    data-testid={`cases-${tile.key}`}
                    className={cn(
                      'mt-1 text-3xl font-bold tabular-nums',
                      alarm ? 'text-red-800' : 'text-brand-950',
                    )}
                  >
                    {value ?? '–'}
                  </span>
                  <ArrowRight className="mt-2 size-4 self-end text-muted" aria-hidden="true" />
                </Panel>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
