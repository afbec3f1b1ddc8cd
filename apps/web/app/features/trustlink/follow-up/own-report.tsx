import Download from 'lucide-react/icons/download';
import { sessionFileHref as fileHref, type FollowUpRecord } from './follow-up-api';
import { fileSize, formatDateTime } from '../format';
import { choiceLabel } from '../i18n/choice-label';
import { fill } from '../i18n/fill';
import { useReporterText } from '../i18n/reporter-text';

/**
 * What the reporter sent, read back to them (so they can check it), and every file of the case
 * they may download: theirs and any staff sent them. Downloads go through the follow-up session.
 */
export function OwnReport({ record }: { record: FollowUpRecord }) {
  const { language, text } = useReporterText();
  const t = text.followUp.ownReport;
  const choices = text.choices;
  const { report, files } = record;
  return (
    <details className="group rounded-xl ring-1 ring-line">
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-brand-950 hover:bg-page-grey">
        {files.length > 0 ? fill(t.summaryWithFiles, { count: files.length }) : t.summary}
      </summary>
      <div className="space-y-4 px-4 pb-4 text-sm">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-brand-950">{t.type}</dt>
            <dd>{choiceLabel(choices.interactionType, report.interactionType)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-950">{t.priority}</dt>
            <dd>{choiceLabel(choices.priority, report.priority)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-950">{t.relationship}</dt>
            <dd>{choiceLabel(choices.relationShip, report.relationShip)}</dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="font-semibold text-brand-950">{t.location}</dt>
            <dd className="break-words">{report.location}</dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="font-semibold text-brand-950">{t.description}</dt>
            <dd className="break-words whitespace-pre-line">{report.description}</dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="font-semibold text-brand-950">{t.people}</dt>
            <dd>
              {report.involvedPersons
                .map((person) => `${person.fullName} (${person.jobRole})`)
                .join(', ') || '—'}
            </dd>
          </div>
        </dl>
        {files.length > 0 && (
          <div>
            <h3 className="font-semibold text-brand-950">{t.files}</h3>
            <ul className="mt-2 space-y-2">
              {files.map((file) => (
                <li key={file.id}>
                  <a
                    href={fileHref(file.id)}
                    download
                    className="inline-flex flex-wrap items-center gap-x-2 rounded-lg px-3 py-2 font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    <span className="break-all">{file.fileName}</span>
                    <span className="font-normal text-muted">
                      {fileSize(file.size)} · {file.from === 'staff' ? t.fromStaff : t.fromYou} ·{' '}
                      {formatDateTime(file.uploadedAt, language)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
