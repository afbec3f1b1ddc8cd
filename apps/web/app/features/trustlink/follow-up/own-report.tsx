import Download from 'lucide-react/icons/download';
import { sessionFileHref as fileHref, type FollowUpRecord } from './follow-up-api';
import { fileSize, formatDateTime } from '../format';

/**
 * What the reporter sent, read back to them (so they can check it), and every file of the case
 * they may download: theirs and any staff sent them. Downloads go through the follow-up session.
 */
export function OwnReport({ record }: { record: FollowUpRecord }) {
  const { report, files } = record;
  return (
    <details className="group rounded-xl ring-1 ring-line">
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-brand-950 hover:bg-page-grey">
        What you submitted{files.length > 0 ? ` and the files (${files.length})` : ''}
      </summary>
      <div className="space-y-4 px-4 pb-4 text-sm">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-brand-950">Type</dt>
            <dd>{report.interactionType}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-950">Priority</dt>
            <dd>{report.priority}</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-950">Your relationship</dt>
            <dd>{report.relationShip}</dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="font-semibold text-brand-950">Location</dt>
            <dd className="break-words">{report.location}</dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="font-semibold text-brand-950">Description</dt>
            <dd className="break-words whitespace-pre-line">{report.description}</dd>
          </div>
          <div className="sm:col-span-3">
            <dt className="font-semibold text-brand-950">People involved</dt>
            <dd>
              {report.involvedPersons
                .map((person) => `${person.fullName} (${person.jobRole})`)
                .join(', ') || '—'}
            </dd>
          </div>
        </dl>
        {files.length > 0 && (
          <div>
            <h3 className="font-semibold text-brand-950">Files</h3>
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
                      {fileSize(file.size)} ·{' '}
                      {file.from === 'staff' ? 'from the case handler' : 'sent by you'} ·{' '}
                      {formatDateTime(file.uploadedAt)}
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
