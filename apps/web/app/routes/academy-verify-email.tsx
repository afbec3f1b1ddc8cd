import { VerifyEmail } from '~/features/academy/account/email-link-forms';
import { AuthCard } from '~/features/academy/learner/auth-card';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AcademyVerifyEmailPage() {
  return (
    <LearnerProviders>
      <AuthCard
        titleId="verify-email-title"
        title="Confirm your e-mail address"
        lead="Certificates are issued to confirmed accounts."
      >
        <VerifyEmail />
      </AuthCard>
    </LearnerProviders>
  );
}
