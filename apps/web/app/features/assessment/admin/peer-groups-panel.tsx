import { MIN_PEER_GROUP, sectorLabel, sizeBandLabel } from '@verdantia/domain/assessment/profile';
import { pillars } from '@verdantia/domain/assessment/pillars';
import type { AdminAssessmentList } from '@verdantia/domain/assessment/schemas';
import { Download } from 'lucide-react';
import { Panel } from '~/backoffice/ui';

const medalColumns = [
  ['beginning', 'Beginning'],
  ['green-starter', 'Bronze'],
  ['eco-innovator', 'Silver'],
  ['sustainability-leader', 'Gold'],
  ['climate-champion', 'Diamond'],
] as const;

/**
 * Medals and average pillar scores per size band and sector. Groups under the minimum size show
 * their count only, as the public benchmark does.
 */
export function PeerGroupsPanel({ groups }: { groups: AdminAssessmentList['groups'] }) {
  return (
    <Panel className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-ink">By size band and sector</h2>
        <a
          href="/api/admin/assessments.csv"
          download
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <p className="mt-1 text-sm text-muted">
        Staff test runs are left out. Figures appear for groups of {MIN_PEER_GROUP} or more.
      </p>
      {groups.length === 0 ? (
        <p className="mt-4 text-sm">No finished assessments with a size band and sector yet.</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Groups by size band and sector">
          {groups.map((group) => (
            <li
              key={`${group.sizeBand}|${group.sector}`}
              className="rounded-xl bg-page-grey p-3 text-sm"
            >
              <p className="font-semibold break-words">
                {sizeBandLabel(group.sizeBand)} · {sectorLabel(group.sector)}{' '}
                <span className="font-normal text-muted">({group.count} finished)</span>
              </p>
              {group.medals && group.pillars ? (
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
                  {medalColumns.map(([key, label]) => (
                    <div key={key}>
                      <dt className="text-muted">{label}</dt>
                      <dd className="font-semibold tabular-nums">{group.medals![key]}</dd>
                    </div>
                  ))}
                  {pillars.map((pillar) => (
                    <div key={pillar.id}>
                      <dt className="text-muted">{pillar.title} (average)</dt>
                      <dd className="font-semibold tabular-nums">
                        {group.pillars![pillar.id] ?? '–'}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-1 text-muted">Fewer than {MIN_PEER_GROUP}: no figures shown.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
