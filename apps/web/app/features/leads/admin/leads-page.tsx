import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { http, errorMessage, toQuery } from '~/lib/http';
import { Pagination } from '~/backoffice/pagination';
import type { LeadRow, Page } from '~/backoffice/types';
import { EmptyState, PageHeader, Panel, TableSkeleton, adminButton } from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';
import { EraseDialog } from './erase-dialog';
import { filterFromParams, isFiltered, type LeadFilter } from './filters';
import { LeadFilters } from './lead-filters';
import { LeadsTable } from './leads-table';

const PAGE_SIZE = 25;

/** The leads inbox: every form the site collects, newest first, in one filtered list. */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = toQuery({ ...filter });

  const leads = useQuery({
    queryKey: ['admin', 'leads', query, page],
    queryFn: () =>
      http<Page<LeadRow>>(`/api/admin/leads${toQuery({ ...filter, page, pageSize: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

  const applyFilter = useCallback(
    (next: LeadFilter) => setParams(toQuery({ ...next }), { replace: true }),
    [setParams],
  );
  const goTo = (next: number) => setParams(toQuery({ ...filter, page: next > 1 ? next : '' }));

  const total = leads.data?.total ?? 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Leads"
        description="Contact messages, information requests, newsletter, early-access and waiting-list sign-ups."
        actions={
          <>
            <EraseDialog />
            <a
              href={`/api/admin/leads/export.csv${query}`}
              download
              className={adminButton('primary')}
            >
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </>
        }
      />
      <Panel>
        <LeadFilters value={filter} onChange={applyFilter} />
        <div className="border-t border-line" aria-live="polite" aria-busy={leads.isFetching}>
          {leads.isError && (
            <FormAlert tone="error" className="m-4" onRetry={() => void leads.refetch()}>
              {errorMessage(leads.error)}
            </FormAlert>
          )}
          {leads.isPending && <TableSkeleton columns={6} />}
          {leads.data && leads.data.items.length === 0 && (
            <EmptyState
              icon={Inbox}
              title={isFiltered(filter) ? 'No leads match these filters' : 'No leads yet'}
            >
              {isFiltered(filter)
                ? 'Try a wider date range, another kind or a shorter search.'
                : 'Messages and sign-ups from the website will appear here as they arrive.'}
            </EmptyState>
          )}
          {leads.data && leads.data.items.length > 0 && (
            <>
              <LeadsTable
                rows={leads.data.items}
                caption={`Leads, newest first: ${total} in total${isFiltered(filter) ? ' matching the filters' : ''}`}
              />
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={total}
                onPage={goTo}
                label="Leads pages"
              />
            </>
          )}
        </div>
      </Panel>
    </div>
  );
}
