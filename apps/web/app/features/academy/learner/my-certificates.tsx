import { useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import {
  transcriptFileName,
  type MyCertificates as MyCertificatesAnswer,
  type TranscriptFormat,
} from '@verdantia/domain/academy/transcript';
import { certificatePagePath } from '@verdantia/domain/academy/learner';
import { errorMessage } from '~/lib/http';
import { buttonClass } from '~/ui/button';
import { FormAlert, Select } from '~/ui/form';
import { academyKeys, useAcademyHttp } from './academy-api';
import { useCredential } from './session';

const statusLabel = {
  valid: 'Valid',
  expired: 'Expired',
  revoked: 'Revoked',
  withdrawn: 'Withdrawn',
};

/** "My certificates": each certificate with its CPD hours, and a year's transcript to download. */
export function MyCertificates() {
  const call = useAcademyHttp();
  const learnerName = useCredential()?.user.userName ?? '';
  const [chosenYear, setYear] = useState<number>();
  const [failure, setFailure] = useState('');
  const mine = useQuery({
    queryKey: academyKeys.certificates,
    queryFn: () => call<MyCertificatesAnswer>('/api/academy/website/certificates'),
  });
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <FormAlert tone="error" className="mt-6" onRetry={() => void mine.refetch()}>
        We could not load your certificates.
      </FormAlert>
    );
  }
  const { certificates, years } = mine.data;
  if (certificates.length === 0) {
    return <p className="mt-4 text-muted">Your certificates appear here once you pass a course.</p>;
  }
  const year = chosenYear ?? years[0]!;
  const download = async (format: TranscriptFormat) => {
    try {
      const blob = await call<Blob>(
        `/api/academy/website/transcript?year=${year}&format=${format}`,
      );
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: transcriptFileName(year, learnerName, format),
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setFailure('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <div className="mt-6 grid gap-6">
      <ul className="grid gap-3" data-testid="my-certificates">
        {certificates.map((certificate) => (
          <li key={certificate.certificateId} className="rounded-2xl bg-white p-4 ring-1 ring-line">
            <p className="font-semibold text-brand-950">{certificate.courseName}</p>
            <p className="text-sm text-muted">
              {certificate.cpdHours} CPD {certificate.cpdHours === 1 ? 'hour' : 'hours'}
              {certificate.fieldOfStudy && `, ${certificate.fieldOfStudy}`}; issued{' '}
              {certificate.issuedAt}; {statusLabel[certificate.status]}.{' '}
              <a
                href={certificatePagePath(certificate.certificateId)}
                className="font-semibold text-brand-700 underline"
              >
                {certificate.certificateId}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="CPD transcript for"
          value={String(year)}
          options={years.map((item) => [String(item), String(item)] as const)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        {(['pdf', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClass('secondary', 'lg')}
            onClick={() => void download(format)}
          >
            <Download className="size-5" aria-hidden="true" />
            Download {format.toUpperCase()}
          </button>
        ))}
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
    </div>
  );
}
