import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { http, errorMessage } from '~/lib/http';
import { kindLabels, type LeadRow, type Page } from '~/backoffice/types';
import { Badge, EmptyState, Panel, TableSkeleton, formatDateTime } from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';

/** The five newest unhandled leads, for administrators' dashboard. */
export function LatestLeads() {
  const leads = useQuery({
    queryKey: ['admin', 'leads', '?status=new', 'latest'],
    queryFn: () => http<Page<LeadRow>>('/api/admin/leads?status=new&pageSize=5'),
  });
  return (
    <Panel>
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3.5">
        <h2 className="text-base font-semibold text-brand-950">Waiting for an answer</h2>
        <Link
          to="/admin/leads?status=new"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          All new leads
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {leads.isError && (
        <FormAlert tone="error" className="m-4" onRetry={() => void leads.refetch()}>
          {errorMessage(leads.error)}
        </FormAlert>
      )}
      {leads.isPending && <TableSkeleton columns={3} rows={5} />}
      {leads.data?.items.length === 0 && (
        <EmptyState icon={Inbox} title="All caught up">
          Every lead has been handled.
        </EmptyState>
      )}
      {leads.data && leads.data.items.length > 0 && (
        <ul className="divide-y divide-line">
          {leads.data.items.map((lead) => (
            <li key={`${lead.kind}-${lead.id}`}>
              <Link
                to={`/admin/leads/${lead.kind}/${lead.id}`}
                className="grid gap-1 px-5 py-3 transition-colors hover:bg-brand-50/50 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-semibold wrap-anywhere text-brand-950">
                    {lead.name || lead.email}
                    {lead.company && (
                      <span className="font-normal text-muted"> · {lead.company}</span>
                    )}
                  </span>
                  <span className="line-clamp-2 text-sm wrap-anywhere text-muted">
                    {lead.summary || lead.email}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-3 text-xs text-muted sm:justify-end">
                  <Badge tone="brand">{kindLabels[lead.kind]}</Badge>
                  <span className="whitespace-nowrap tabular-nums">
                    {formatDateTime(lead.createdAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
