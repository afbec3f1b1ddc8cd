import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '~/lib/http';
import { AdminFrame } from './frame';
import { AuthScreen } from './auth-screen';
import { useSession, useSetSession, useStaff } from './session';
import { CodeStep } from './code-step';
import { PasskeySignIn } from './passkey-sign-in';
import { SignInForm } from './sign-in-form';
import { TwoStepEnrolment } from './two-step-enrolment';
import type { StaffRole } from './types';
import { EmptyState, Panel, adminButton } from './ui';
import { FormAlert } from '~/ui/form/form-alert';

/**
 * Everything behind the staff sign-in: while the session is checked a quiet loading screen,
 * signed out the sign-in form (in place, so the page opens once signed in), else the frame.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const setSession = useSetSession();
  if (session.isPending) {
    return (
      <div role="status" className="grid min-h-screen place-items-center bg-page-grey">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
        <span className="sr-only">Checking your session</span>
      </div>
    );
  }
  if (session.isError) {
    return (
      <AuthScreen title="Back-office unavailable" intro="We could not check your session.">
        <FormAlert tone="error">{errorMessage(session.error)}</FormAlert>
        <button
          type="button"
          className={adminButton('secondary', 'mt-4')}
          onClick={() => void session.refetch()}
        >
          Try again
        </button>
      </AuthScreen>
    );
  }
  const { staff, notice, twoStep } = session.data;
  if (!staff) {
    return (
      <AuthScreen
        title="Sign in to the back-office"
        intro="Use the e-mail address and password of your staff account."
      >
        <SignInForm
          notice={notice}
          onSignedIn={(next, state) => setSession({ staff: next, twoStep: state })}
        />
        <PasskeySignIn onSignedIn={(next, state) => setSession({ staff: next, twoStep: state })} />
      </AuthScreen>
    );
  }
  if (twoStep === 'code-required') {
    return (
      <AuthScreen title="Two-step sign-in" intro="Enter the code from your authenticator app.">
        <CodeStep onVerified={(next, state) => setSession({ staff: next, twoStep: state })} />
      </AuthScreen>
    );
  }
  // Roles that read cases or personal data reach nothing else until they have a second factor.
  if (twoStep === 'enrolment-required') {
    return (
      <AuthScreen
        title="Set up two-step sign-in"
        intro="Your role can read cases or personal data, so signing in takes a code from an authenticator app as well as your password."
      >
        <TwoStepEnrolment onDone={() => setSession({ staff, twoStep: 'verified' })} />
      </AuthScreen>
    );
  }
  return <AdminFrame staff={staff}>{children}</AdminFrame>;
}

/** A page only some roles may open: others get a clear explanation instead of a broken table. */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const staff = useStaff();
  if (roles.includes(staff.role)) return children;
  return (
    <Panel>
      <EmptyState icon={ShieldX} title="This page is not part of your role">
        Ask an administrator if you need access.{' '}
        <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
          Back to the dashboard
        </Link>
      </EmptyState>
    </Panel>
  );
}
