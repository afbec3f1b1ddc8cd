import { useState } from 'react';
import { useSession, useSetSession } from './session';
import { TwoStepEnrolment } from './two-step-enrolment';
import { AdminButton, Panel } from './ui';

/**
 * Two-step sign-in for a role that does not need it (editors may choose it): once set up, every
 * sign-in asks for a code as well as the password.
 */
export function TwoStepOptIn() {
  const { data } = useSession();
  const setSession = useSetSession();
  const [enrolling, setEnrolling] = useState(false);
  if (!data?.staff || data.twoStep !== 'not-required') return null;
  const staff = data.staff;
  return (
    <Panel className="space-y-4 p-5">
      <h2 className="text-base font-semibold text-brand-950">Two-step sign-in</h2>
      {enrolling ? (
        <TwoStepEnrolment onDone={() => setSession({ staff, twoStep: 'verified' })} />
      ) : (
        <>
          <p className="text-sm text-muted">
            Ask for a code from an authenticator app as well as your password when you sign in.
          </p>
          <AdminButton tone="secondary" onClick={() => setEnrolling(true)}>
            Set up two-step sign-in
          </AdminButton>
        </>
      )}
    </Panel>
  );
}
