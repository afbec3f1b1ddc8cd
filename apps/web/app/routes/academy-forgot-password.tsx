import { ForgotPasswordForm } from '~/features/academy/account/email-link-forms';
import { AuthCard } from '~/features/academy/learner/auth-card';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AcademyForgotPasswordFormPage() {
  return (
    <LearnerProviders>
      <AuthCard
        titleId="forgot-password-title"
        title="Forgot your password?"
        lead="Enter your e-mail address and we will send you a link to choose a new one."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </LearnerProviders>
  );
}
