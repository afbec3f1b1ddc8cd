import ShieldCheck from 'lucide-react/icons/shield-check';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '~/backoffice/pagination';
import { EmptyState, PageHeader, Panel, TableSkeleton } from '~/backoffice/ui';
import { errorMessage, toQuery } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import {
  CASE_PAGE_SIZE,
  caseSortLabels,
  type CaseSort,
} from '@verdantia/domain/trustlink/case-query';
import { useCases } from './api';
import { CaseFilters } from './case-filters';
import { CasesList } from './cases-list';
import { caseFilterFromParams, isCaseFiltered, type CaseFilter } from './filters';

/** The TrustLink cases: paged and filtered by the server, with each case's next deadline. */
export function CasesPage() {
  const [params, setParams] = useSearchParams();
  const filter = caseFilterFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cases = useCases(filter, page);
  const applyFilter = useCallback(
    (next: CaseFilter) => setParams(toQuery({ ...next }), { replace: true }),
    [setParams],
  );
  const goTo = (next: number) => setParams(toQuery({ ...filter, page: next > 1 ? next : '' }));
  const total = cases.data?.total ?? 0;
  const filtered = isCaseFiltered(filter);

  return (
    <div className="space-y-6">
      <PageHeader
        title="TrustLink cases"
        description="Reports and stakeholder interactions. Acknowledge within 7 days; give feedback within 3 months."
        actions={
          <Link
            to="/admin/cases/statistics"
            className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
          >
            Statistics
          </Link>
        }
      />
      <Panel>
        <CaseFilters value={filter} onChange={applyFilter} />
        <div className="border-t border-line" aria-live="polite" aria-busy={cases.isFetching}>
          {cases.isError && (
            <FormAlert tone="error" className="m-4" onRetry={() => void cases.refetch()}>
              {errorMessage(cases.error)}
            </FormAlert>
          )}
          {cases.isPending && <TableSkeleton columns={6} />}
          {cases.data?.items.length === 0 && (
            <EmptyState
              icon={ShieldCheck}
              title={filtered ? 'No cases match these filters' : 'No cases yet'}
            >
              {filtered
                ? 'Try another status, or check the reference (TL- and the number).'
                : 'New TrustLink interactions appear here as they arrive.'}
            </EmptyState>
          )}
          {cases.data && cases.data.items.length > 0 && (
            <>
              <CasesList
                rows={cases.data.items}
                caption={`TrustLink cases, ${caseSortLabels[(filter.sort || 'newest') as CaseSort].toLowerCase()}: ${total}${filtered ? ' matching the filters' : ''}`}
              />
              <Pagination
                page={page}
                pageSize={CASE_PAGE_SIZE}
                total={total}
                onPage={goTo}
                label="Case pages"
              />
            </>
          )}
        </div>
      </Panel>
    </div>
  );
}
