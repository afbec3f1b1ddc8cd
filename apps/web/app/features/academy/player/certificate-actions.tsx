import { useQuery } from '@tanstack/react-query';
import Award from 'lucide-react/icons/award';
import Download from 'lucide-react/icons/download';
import { LinkedInIcon as Linkedin } from '~/ui/icons/social-icons';
import { useEffect, useState } from 'react';
import {
  academyMessages,
  certificateFileName,
  type ShareResponse,
} from '@verdantia/domain/academy/learner';
import { errorMessage } from '~/lib/http';
import { buttonClass } from '~/ui/button';
import { cn } from '~/ui/cn';
import { FormAlert } from '~/ui/form';
import { useAcademyHttp } from '../learner/academy-api';
import { useCredential } from '../learner/session';
import { linkedInAddToProfileUrl, linkedInShareUrl } from './linkedin-links';

function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  return url;
}

/**
 * The certificate button: disabled-looking with a tooltip until the course is completed, yet
 * still asking the server (which refuses with its reason, shown here). Once fetched, the PDF is
 * saved under the course's and the learner's names and the button becomes a download link.
 */
export function CertificateButton({
  courseId,
  courseName,
  completed,
}: {
  courseId: string;
  courseName: string;
  completed: boolean;
}) {
  const fileName = certificateFileName(courseName, useCredential()?.user.userName ?? '');
  const call = useAcademyHttp();
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [fileUrl, setFileUrl] = useState<string>();
  const [message, setMessage] = useState('');
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );

  if (fileUrl) {
    return (
      <a href={fileUrl} download={fileName} className={buttonClass('primary', 'lg')}>
        <Download className="size-5" aria-hidden="true" />
        Download certificate
      </a>
    );
  }

  const fetchCertificate = async () => {
    setState('loading');
    try {
      const blob = await call<Blob>(
        `/api/academy/website/certificate/${encodeURIComponent(courseId)}`,
      );
      setFileUrl(saveAs(blob, fileName));
      setState('idle');
    } catch (error) {
      setMessage(errorMessage(error));
      setState('error');
    }
  };

  return (
    <div className="grid gap-3">
      <span className="group relative inline-flex">
        <button
          type="button"
          onClick={() => void fetchCertificate()}
          aria-busy={state === 'loading' || undefined}
          aria-describedby={completed ? undefined : `certificate-tip-${courseId}`}
          className={cn(buttonClass('primary', 'lg'), !completed && 'opacity-60')}
        >
          <Award className="size-5" aria-hidden="true" />
          {state === 'loading' ? 'Preparing certificate…' : 'Get certificate'}
        </button>
        {!completed && (
          <span
            id={`certificate-tip-${courseId}`}
            role="tooltip"
            className="pointer-events-none absolute top-full left-0 z-10 mt-2 rounded-lg bg-brand-950 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {academyMessages.completeFirst}
          </span>
        )}
      </span>
      {state === 'error' && <FormAlert tone="error">{message}</FormAlert>}
    </div>
  );
}

/** LinkedIn share and Add to profile, offered only once the course is completed. */
export function LinkedInActions({ courseId }: { courseId: string }) {
  const call = useAcademyHttp();
  const share = useQuery({
    queryKey: ['academy', 'share', courseId],
    queryFn: () =>
      call<ShareResponse>(`/api/academy/website/share/${encodeURIComponent(courseId)}`),
  });
  if (share.isPending) return null;
  if (share.isError) {
    return (
      <FormAlert tone="error" onRetry={() => void share.refetch()}>
        We could not prepare the LinkedIn links.
      </FormAlert>
    );
  }
  const linkClass = cn(buttonClass('secondary', 'lg'), 'bg-white');
  return (
    <>
      <a
        href={linkedInShareUrl(share.data.url)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        <Linkedin className="size-5" aria-hidden="true" />
        Share on LinkedIn
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={linkedInAddToProfileUrl(share.data)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        Add to profile
        <span className="sr-only"> on LinkedIn (opens in a new tab)</span>
      </a>
    </>
  );
}
