import { AuthCard } from '~/features/academy/learner/auth-card';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { SignInForm } from '~/features/academy/learner/sign-in-form';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AcademySignInPage() {
  return (
    <LearnerProviders>
      <AuthCard
        titleId="sign-in-title"
        title="Sign in to the academy"
        lead="Welcome back. Sign in to continue your courses."
      >
        <SignInForm />
      </AuthCard>
    </LearnerProviders>
  );
}
