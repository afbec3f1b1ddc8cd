import type { AdminAssessmentList } from '@verdantia/domain/assessment/schemas';
import { medals } from '@verdantia/domain/assessment/medals';
import { sectorLabel, sizeBandLabel } from '@verdantia/domain/assessment/profile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pagination } from '~/backoffice/pagination';
import {
  EmptyState,
  PageHeader,
  Panel,
  TableSkeleton,
  formatDateTime,
  stacked,
} from '~/backoffice/ui';
import { errorMessage, http, toQuery } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { PeerGroupsPanel } from './peer-groups-panel';

const PAGE_SIZE = 25;
const levels = [
  { key: 'beginning', label: 'Beginning stage (Committed)' },
  ...medals.map((medal) => ({ key: medal.id, label: `${medal.title} (${medal.tier})` })),
] as const;
const medalLabel = (id: string | null) =>
  levels.find((level) => level.key === (id ?? 'beginning'))!.label;

/** Finished self-assessments and how their medals are distributed. */
export function AssessmentsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['admin', 'assessments', page],
    queryFn: () => http<AdminAssessmentList>(`/api/admin/assessments${toQuery({ page })}`),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Assessments"
        description="Finished ESG maturity self-assessments, newest first. Scores are self-assessed until verified."
      />
      {list.isError && (
        <FormAlert tone="error" onRetry={() => void list.refetch()}>
          {errorMessage(list.error)}
        </FormAlert>
      )}
      {list.data && (
        <Panel className="p-5">
          <h2 className="text-base font-semibold text-ink">
            Distribution of medals ({total} finished, staff test runs left out)
          </h2>
          <ul className="mt-4 space-y-2.5" aria-label="Medal distribution">
            {levels.map((level) => {
              const count = list.data.distribution[level.key] ?? 0;
              const share = total ? Math.round((count / total) * 100) : 0;
              return (
                <li
                  key={level.key}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_4.5rem]"
                >
                  <span className="sm:row-start-1">{level.label}</span>
                  <span
                    className="col-span-2 row-start-2 h-2.5 overflow-hidden rounded-full bg-page-grey sm:col-span-1 sm:col-start-2 sm:row-start-1"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full rounded-full bg-brand-600"
                      style={{ width: `${share}%` }}
                    />
                  </span>
                  <span className="text-right font-semibold tabular-nums sm:col-start-3 sm:row-start-1">
                    {count} <span className="font-normal text-muted">({share}%)</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </Panel>
      )}
      {list.data && <PeerGroupsPanel groups={list.data.groups} />}
      <Panel>
        <div aria-busy={list.isFetching}>
          {list.isPending && <TableSkeleton columns={4} />}
          {list.data && list.data.items.length === 0 && (
            <EmptyState icon={ClipboardCheck} title="No finished assessments yet">
              Assessments appear here once a visitor sees their result.
            </EmptyState>
          )}
          {list.data && list.data.items.length > 0 && (
            <table className={stacked.table}>
              <caption className={stacked.caption}>Finished assessments, newest first</caption>
              <thead className={stacked.thead}>
                <tr>
                  <th scope="col" className={stacked.th}>
                    Finished
                  </th>
                  <th scope="col" className={stacked.th}>
                    Organisation
                  </th>
                  <th scope="col" className={`${stacked.th} text-right`}>
                    Score
                  </th>
                  <th scope="col" className={stacked.th}>
                    Medal
                  </th>
                </tr>
              </thead>
              <tbody className={stacked.tbody}>
                {list.data.items.map((item) => (
                  <tr key={item.id} className={stacked.row}>
                    <td className={`${stacked.td} text-muted`}>
                      {formatDateTime(item.finishedAt)}
                    </td>
                    <td className={`${stacked.td} font-semibold`}>
                      <a
                        href={`/start-green/${item.id}`}
                        target="_blank"
                        rel="noreferrer"
                        className="hover:underline"
                      >
                        {item.organisation}
                      </a>
                      <span className="block text-xs font-normal text-muted">
                        {sizeBandLabel(item.sizeBand)} · {sectorLabel(item.sector)}
                        {item.testRun && ' · staff test run'}
                      </span>
                    </td>
                    <td className={`${stacked.td} tabular-nums sm:text-right`}>{item.score}/100</td>
                    <td className={stacked.td}>{medalLabel(item.medal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPage={(next) => setParams(toQuery({ page: next > 1 ? next : '' }))}
            label="Assessment pages"
          />
        </div>
      </Panel>
    </div>
  );
}
