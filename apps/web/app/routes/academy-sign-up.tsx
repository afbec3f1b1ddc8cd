import { AuthCard } from '~/features/academy/learner/auth-card';
import { LearnerProviders } from '~/features/academy/learner/providers';
import { SignUpForm } from '~/features/academy/learner/sign-up-form';
import { pageMeta, type PageMetaArgs } from '~/lib/meta';

export const meta = (args: PageMetaArgs) => pageMeta(args);

export default function AcademySignUpPage() {
  return (
    <LearnerProviders>
      <AuthCard
        titleId="sign-up-title"
        title="Create your academy account"
        lead="Enrol in courses, track your progress and earn certificates you can share."
      >
        <SignUpForm />
      </AuthCard>
    </LearnerProviders>
  );
}
