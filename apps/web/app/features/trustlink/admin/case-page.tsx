import ArrowLeft from 'lucide-react/icons/arrow-left';
import { caseStatusLabels } from '@verdantia/domain/trustlink/case-status';
import { Link } from 'react-router';
import { Badge, PageHeader, Panel, TableSkeleton } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { useCase } from './api';
import { CaseConflicts } from './case-conflicts';
import { CaseConversation } from './case-conversation';
import { CaseReport } from './case-report';
import { CaseTrail } from './case-trail';
import { CaseWorkflow } from './case-workflow';
import { priorityTones, statusTones } from './labels';

/** One case: the report, the workflow, the conversation, notes and the trail. */
export function CasePage({ id }: { id: string }) {
  const query = useCase(id);
  const back = (
    <Link
      to="/admin/cases"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All cases
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <Panel>
          <TableSkeleton columns={3} />
        </Panel>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <FormAlert tone="error" onRetry={() => void query.refetch()}>
          {errorMessage(query.error)}
        </FormAlert>
      </div>
    );
  }
  const item = query.data;
  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        focusOnOpen
        title={item.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{item.reference}</span>
            <Badge tone="brand">{item.interactionType}</Badge>
            <Badge tone={priorityTones[item.priority]}>{item.priority} priority</Badge>
            <Badge tone={statusTones[item.status]}>{caseStatusLabels[item.status]}</Badge>
            {item.overdue && <Badge tone="red">Overdue</Badge>}
          </span>
        }
      />
      {/* On phones one column, the status and its actions first; beside the report from lg. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 max-lg:contents lg:space-y-6">
          <div className="max-lg:order-2">
            <CaseReport item={item} />
          </div>
          <div className="space-y-6 max-lg:order-3">
            <CaseConversation item={item} />
          </div>
        </div>
        <div className="max-lg:contents lg:space-y-6">
          <div className="max-lg:order-1">
            <CaseWorkflow item={item} />
          </div>
          <div className="max-lg:order-4">
            <CaseConflicts item={item} />
          </div>
          <div className="max-lg:order-5">
            <CaseTrail events={item.events} />
          </div>
        </div>
      </div>
    </div>
  );
}
