import { useQuery } from '@tanstack/react-query';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ShieldX from 'lucide-react/icons/shield-x';
import { Link } from 'react-router';
import type { CertificateVerification } from '@verdantia/domain/academy/learner';
import { http, HttpError } from '~/lib/http';
import { FormAlert } from '~/ui/form';
import { cn } from '~/ui/cn';

const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-[radial-gradient(circle_at_85%_10%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)] pt-header">
      <div className="container-page py-14 lg:py-20">{children}</div>
    </div>
  );
}

/** /certificates/:certificateId: anyone can check who earned a certificate and that it is valid. */
export function CertificatePage({ certificateId }: { certificateId: string }) {
  const query = useQuery({
    queryKey: ['certificate', certificateId],
    queryFn: () =>
      http<CertificateVerification>(`/api/certificates/${encodeURIComponent(certificateId)}`),
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });

  if (query.isPending) {
    return (
      <Frame>
        <p role="status" className="text-muted">
          Checking the certificate…
        </p>
      </Frame>
    );
  }
  if (query.isError) {
    const unknown = query.error instanceof HttpError && [400, 404].includes(query.error.status);
    return (
      <Frame>
        <h1 className="text-3xl font-bold text-brand-950 sm:text-4xl">
          {unknown ? 'Certificate not found' : 'We could not check this certificate'}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          {unknown
            ? `There is no certificate with the ID ${certificateId}. Please check the ID on the certificate or ask its holder for the link.`
            : 'Please try again in a moment.'}
        </p>
        {!unknown && (
          <FormAlert tone="error" className="mt-6 max-w-xl" onRetry={() => void query.refetch()}>
            The verification service did not answer.
          </FormAlert>
        )}
      </Frame>
    );
  }

  const certificate = query.data;
  const valid = certificate.status === 'valid';
  const statusText = {
    valid: 'Valid certificate',
    revoked: `Revoked${certificate.revokedAt ? ` on ${longDate(certificate.revokedAt)}` : ''}: this certificate is no longer valid`,
    expired: `Expired${certificate.expiresAt ? ` on ${longDate(certificate.expiresAt)}` : ''}: this certificate was valid for a set period, which has ended`,
    withdrawn:
      'Withdrawn: the holder has closed their account, and this certificate is no longer valid',
  }[certificate.status];
  const hours = certificate.cpdHours;
  const rows = [
    ...(certificate.learnerName ? [['Awarded to', certificate.learnerName]] : []),
    ['Course', certificate.courseName],
    ['Issued on', longDate(certificate.issuedAt)],
    ['Completed on', longDate(certificate.completedAt)],
    ...(hours > 0 ? [['CPD', `${hours} ${hours === 1 ? 'hour' : 'hours'}`]] : []),
    ...(certificate.fieldOfStudy ? [['Field of study', certificate.fieldOfStudy]] : []),
    ...(certificate.expiresAt && certificate.status !== 'expired'
      ? [['Valid until', longDate(certificate.expiresAt)]]
      : []),
    ['Issued by', certificate.issuer],
    ['Certificate ID', certificate.certificateId],
  ];
  return (
    <Frame>
      <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
        Certificate verification
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        {certificate.courseName}
      </h1>
      <div className="mt-8 max-w-3xl rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-10">
        <p
          data-testid="certificate-status"
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold',
            valid ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
          )}
        >
          {valid ? (
            <BadgeCheck className="size-5" aria-hidden="true" />
          ) : (
            <ShieldX className="size-5" aria-hidden="true" />
          )}
          {statusText}
        </p>
        <dl className="mt-8 grid gap-5 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-brand-950">{label}</dt>
              <dd className="break-words text-muted max-sm:-mt-4">{value}</dd>
            </div>
          ))}
        </dl>
        {(valid || certificate.status === 'expired') && (
          <p className="mt-8">
            <a
              href={`/api/certificates/${encodeURIComponent(certificate.certificateId)}/open-badge`}
              download
              className="font-semibold text-brand-700 underline"
            >
              Download as an Open Badge
            </a>{' '}
            <span className="text-muted">
              (a signed Open Badges 3.0 credential for digital wallets and badge platforms)
            </span>
          </p>
        )}
      </div>
      <p className="mt-8 text-muted">
        Want a certificate of your own?{' '}
        <Link to="/academy-page" className="font-semibold text-brand-700 underline">
          Discover the ESG Academy
        </Link>
      </p>
    </Frame>
  );
}
