import { caseStatusLabels, type CaseStatus } from '@verdantia/domain/trustlink/case-status';
import type { CaseDetail } from '@verdantia/domain/trustlink/case-answers';
import { closureReasonLabels } from '@verdantia/domain/trustlink/case-workflow';
import { useId } from 'react';
import { AdminButton, Badge, Panel } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { useAssign, useHandlers, useStatusChange } from './api';
import { CloseDialog } from './close-dialog';
import { CaseDeadlines } from './deadline';
import { statusTones } from './labels';

const moveLabels: Partial<Record<CaseStatus, string>> = {
  acknowledged: 'Acknowledge',
  under_investigation: 'Start investigation',
  awaiting_reporter: 'Await the reporter',
};

/** Status and the moves open from it, the assignee, and the deadlines. */
export function CaseWorkflow({ item }: { item: CaseDetail }) {
  const id = String(item.id);
  const status = useStatusChange(id);
  const assign = useAssign(id);
  const handlers = useHandlers(item.canManage, id);
  const assignId = useId();
  const moves = item.nextStatuses.filter((next) => next !== 'closed');
  const reopen = item.status === 'closed';

  return (
    <Panel className="space-y-5 p-5">
      <section aria-labelledby="status-heading">
        <h2 id="status-heading" className="text-base font-semibold text-brand-950">
          Status
        </h2>
        <p className="mt-2">
          <Badge tone={statusTones[item.status]}>{caseStatusLabels[item.status]}</Badge>
        </p>
        {item.closureReason && (
          <p className="mt-2 text-sm text-muted">
            Closure reason: {closureReasonLabels[item.closureReason]}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {moves.map((next) => (
            <AdminButton
              key={next}
              tone={next === 'acknowledged' ? 'primary' : 'secondary'}
              disabled={status.isPending}
              onClick={() => status.mutate({ status: next })}
            >
              {reopen ? 'Reopen for investigation' : (moveLabels[next] ?? caseStatusLabels[next])}
            </AdminButton>
          ))}
          {item.nextStatuses.includes('closed') && (
            <CloseDialog
              onClose={(closureReason, outcome) =>
                status.mutateAsync({ status: 'closed', closureReason, outcome })
              }
            />
          )}
        </div>
        {status.isError && (
          <FormAlert tone="error" className="mt-3">
            {errorMessage(status.error)}
          </FormAlert>
        )}
      </section>
      <section aria-labelledby="assign-heading">
        <h2 id="assign-heading" className="text-base font-semibold text-brand-950">
          {item.canManage ? <label htmlFor={assignId}>Assigned to</label> : 'Assigned to'}
        </h2>
        {!item.canManage ? (
          <p id={assignId} className="mt-2 text-sm">
            {item.assignee?.name ?? 'Unassigned'}
            <span className="block text-muted">Case managers assign cases.</span>
          </p>
        ) : (
          <select
            id={assignId}
            className="mt-2 h-10 w-full rounded-lg border border-line bg-white px-3 text-sm"
            value={item.assignee?.id ?? ''}
            disabled={assign.isPending || handlers.isPending}
            onChange={(event) =>
              assign.mutate(event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">Unassigned</option>
            {item.assignee && !handlers.data?.items.some((h) => h.id === item.assignee?.id) && (
              <option value={item.assignee.id}>{item.assignee.name}</option>
            )}
            {handlers.data?.items.map((handler) => (
              <option key={handler.id} value={handler.id}>
                {handler.name}
              </option>
            ))}
          </select>
        )}
        {assign.isError && (
          <FormAlert tone="error" className="mt-3">
            {errorMessage(assign.error)}
          </FormAlert>
        )}
      </section>
      <section aria-labelledby="deadlines-heading">
        <h2 id="deadlines-heading" className="mb-2 text-base font-semibold text-brand-950">
          Deadlines
        </h2>
        <CaseDeadlines item={item} />
      </section>
    </Panel>
  );
}
