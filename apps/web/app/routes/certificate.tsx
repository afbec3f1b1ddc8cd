import { CertificatePage } from '~/features/academy/certificate/certificate-page';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/certificate';

// The server writes the learner's and course's names into this page's title and og: tags for
// link previews; in the browser the catalogue's title stands.
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CertificateRoute({ params }: Route.ComponentProps) {
  return (
    <LearnerProviders>
      <CertificatePage key={params.certificateId} certificateId={params.certificateId} />
    </LearnerProviders>
  );
}
