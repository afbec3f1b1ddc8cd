import {
  caseStatuses,
  caseStatusLabels,
  type CaseStatus,
} from '@verdantia/domain/trustlink/case-status';
import { caseEventLabels, type CaseDetail } from '@verdantia/domain/trustlink/case-answers';
import { Panel, formatDateTime } from '~/backoffice/ui';

type CaseEvent = CaseDetail['events'][number];

const isStatus = (value: unknown): value is CaseStatus =>
  typeof value === 'string' && (caseStatuses as readonly string[]).includes(value);

/** "to Acknowledged", "to Jo Patel": what the step changed, never what anyone wrote. */
function change(event: CaseEvent) {
  const to = event.detail?.to;
  if (isStatus(to)) return ` to ${caseStatusLabels[to]}`;
  if (event.action === 'trustlink.assigned' && typeof to === 'string') return ` to ${to}`;
  return '';
}

const actorOf = (event: CaseEvent) =>
  event.actor ??
  (event.action === 'trustlink.received' || event.action === 'trustlink.reporter_replied'
    ? 'The reporter'
    : 'The system');

/** Who did what and when on this case; never the content itself. */
export function CaseTrail({ events }: { events: CaseDetail['events'] }) {
  return (
    <Panel className="p-5">
      <section aria-labelledby="trail-heading">
        <h2 id="trail-heading" className="text-base font-semibold text-brand-950">
          Audit trail
        </h2>
        {events.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nothing recorded yet.</p>
        ) : (
          <ol className="mt-3 space-y-3 border-l-2 border-line pl-4">
            {events.map((event) => (
              <li key={event.id} className="text-sm">
                <p className="font-semibold text-brand-950">
                  {event.label || caseEventLabels[event.action] || event.action}
                  {change(event)}
                </p>
                <p className="text-muted">
                  {actorOf(event)} · {formatDateTime(event.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Panel>
  );
}
