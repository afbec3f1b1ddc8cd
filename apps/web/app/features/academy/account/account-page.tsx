import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LearnerProfile } from '@verdantia/domain/academy/account';
import { FormAlert } from '~/ui/form';
import { useAcademyHttp } from '../learner/academy-api';
import { DataSection } from './data-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/** /academy-account: the learner's own details, password, sessions and data. */
export function AccountPage() {
  const call = useAcademyHttp();
  const profile = useQuery({
    queryKey: ['academy', 'me'],
    queryFn: () => call<LearnerProfile>('/api/users/me'),
    retry: false,
  });
  return (
    <div className="bg-[linear-gradient(#effcf8,#fff_28rem)] pt-header">
      <div className="container-page max-w-3xl py-14 lg:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-brand-950">My account</h1>
        <p className="mt-3 text-lg text-muted">
          Your details, your password and your data.{' '}
          <Link to="/all-courses" className="font-semibold text-brand-700 underline">
            Back to my courses
          </Link>
        </p>
        <div className="mt-10 grid gap-8">
          {profile.isPending ? (
            <p role="status" className="text-muted">
              Loading your account…
            </p>
          ) : profile.isError ? (
            <FormAlert tone="error" onRetry={() => void profile.refetch()}>
              We could not load your account.
            </FormAlert>
          ) : (
            <>
              <ProfileSection profile={profile.data} />
              <PasswordSection />
              <DataSection />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
