import { ResetPasswordForm } from '~/features/academy/account/email-link-forms';
import { AuthCard } from '~/features/academy/learner/auth-card';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AcademyResetPasswordFormPage() {
  return (
    <LearnerProviders>
      <AuthCard
        titleId="reset-password-title"
        title="Choose a new password"
        lead="Choose the password you will sign in with from now on."
      >
        <ResetPasswordForm />
      </AuthCard>
    </LearnerProviders>
  );
}
