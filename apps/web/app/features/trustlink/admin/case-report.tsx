import { reporterLanguageNames } from '@verdantia/domain/trustlink/language-names';
import Download from 'lucide-react/icons/download';
import type { CaseDetail } from '@verdantia/domain/trustlink/case-answers';
import { Panel, formatDateTime } from '~/backoffice/ui';
import { evidenceHref } from './api';
import { fileSize } from '../format';
import { formatDay } from './labels';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The full report as the reporter gave it, the people involved, and the evidence files. */
export function CaseReport({ item }: { item: CaseDetail }) {
  const reporter = [item.reporter.firstName, item.reporter.lastName].filter(Boolean).join(' ');
  return (
    <Panel className="space-y-6 p-5">
      <section aria-labelledby="report-heading">
        <h2 id="report-heading" className="text-base font-semibold text-brand-950">
          Report
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Received">{formatDateTime(item.receivedAt)}</Fact>
          <Fact label="Location">{item.location}</Fact>
          <Fact label="Date of events">{formatDay(item.closureDate)}</Fact>
          <Fact label="Relationship">{item.relationShip}</Fact>
          <Fact label="Reporter's language">{reporterLanguageNames[item.reporterLanguage]}</Fact>
          <Fact label="Reporter">{reporter || 'Anonymous'}</Fact>
          <Fact label="Reporter e-mail">{item.reporter.email ?? 'Not given'}</Fact>
        </dl>
        <h3 className="mt-5 text-xs font-semibold tracking-wide text-muted uppercase">
          Description
        </h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-ink">{item.description}</p>
      </section>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="text-base font-semibold text-brand-950">
          People involved
        </h2>
        {item.involvedPersons.length === 0 ? (
          <p className="mt-2 text-sm text-muted">None named.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg ring-1 ring-line">
            {item.involvedPersons.map((person, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-semibold text-brand-950">{person.fullName}</span>
                <span className="text-muted">
                  {person.jobRole}
                  {person.email ? ` · ${person.email}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="evidence-heading">
        <h2 id="evidence-heading" className="text-base font-semibold text-brand-950">
          Evidence
        </h2>
        {item.evidence.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No files were attached.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {item.evidence.map((file) => (
              <li key={file.id}>
                <a
                  href={evidenceHref(item.id, file.id)}
                  download
                  className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
                >
                  <Download className="size-4" aria-hidden="true" />
                  <span className="break-all">{file.fileName}</span>
                  <span className="basis-full font-normal text-muted sm:basis-auto">
                    {fileSize(file.size)} ·{' '}
                    {file.from === 'reporter' ? 'from the reporter' : 'from staff'} ·{' '}
                    {formatDateTime(file.uploadedAt)}
                  </span>
                </a>
                <EvidenceIntegrity file={file} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Panel>
  );
}

const removalNote = {
  true: 'Hidden details (location, device, author) were removed from this copy.',
  false: 'Hidden details could not be removed: the file is kept as it was received.',
} as const;

/** What staff can state about a file: the fingerprint of what was received, and what was removed. */
function EvidenceIntegrity({ file }: { file: CaseDetail['evidence'][number] }) {
  if (!file.originalSha256 && file.metadataRemoved === null) return null;
  return (
    <div className="mt-1 px-3 text-xs text-muted">
      {file.originalSha256 && (
        <p>
          SHA-256 as received:{' '}
          <code className="font-mono break-all text-ink">{file.originalSha256}</code>
        </p>
      )}
      {file.metadataRemoved !== null && <p>{removalNote[`${file.metadataRemoved}`]}</p>}
    </div>
  );
}
