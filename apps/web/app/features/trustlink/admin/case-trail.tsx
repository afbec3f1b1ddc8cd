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

/** What each step did, as the end of a sentence whose subject is who did it. */
const verbs: Record<string, string> = {
  'trustlink.received': 'submitted the report',
  'trustlink.viewed': 'opened the case',
  'trustlink.status_changed': 'changed the status',
  'trustlink.question_sent': 'sent a message to the reporter',
  'trustlink.note_added': 'added an internal note',
  'trustlink.assigned': 'assigned the case',
  'trustlink.evidence_downloaded': 'downloaded an evidence file',
  'trustlink.reporter_replied': 'replied',
  'trustlink.reporter_downloaded': 'downloaded a file of the case',
  'trustlink.excluded': 'excluded the staff named in the report',
  'trustlink.recused': 'stepped aside (conflict of interest)',
  'trustlink.reinclusion_requested': 'asked to re-include an excluded person',
  'trustlink.reincluded': 'confirmed the re-inclusion of an excluded person',
  'trustlink.exported': 'exported the case as a PDF',
  'trustlink.reminder_sent': 'e-mailed a deadline reminder',
};

/** "to Acknowledged", "to Jo Patel": what the step changed, never what anyone wrote. */
function change(event: CaseEvent) {
  const to = event.detail?.to;
  if (isStatus(to)) return ` to ${caseStatusLabels[to]}`;
  if (event.action === 'trustlink.assigned' && typeof to === 'string') return ` to ${to}`;
  return '';
}

const actorOf = (event: CaseEvent) =>
  event.actor ??
  (['trustlink.received', 'trustlink.reporter_replied', 'trustlink.reporter_downloaded'].includes(
    event.action,
  )
    ? 'The reporter'
    : 'The system');

/** "Jo Patel changed the status to Acknowledged." */
export function sentenceOf(event: CaseEvent): string {
  const verb = verbs[event.action];
  if (!verb)
    return `${event.label || caseEventLabels[event.action] || event.action}${change(event)}`;
  return `${actorOf(event)} ${verb}${change(event)}.`;
}

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
                <p className="font-semibold text-brand-950">{sentenceOf(event)}</p>
                <p className="text-muted">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Panel>
  );
}
