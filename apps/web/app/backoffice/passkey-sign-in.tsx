import { startAuthentication } from '@simplewebauthn/browser';
import type { TwoStepState } from '@verdantia/domain/staff/two-step';
import { useState } from 'react';
import { http, errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { adminButton } from './ui';
import type { Staff } from './types';

/** "Sign in with a passkey": instead of password and code. */
export function PasskeySignIn({
  onSignedIn,
}: {
  onSignedIn: (staff: Staff, twoStep: TwoStepState) => void;
}) {
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function signIn() {
    setFailure(undefined);
    setPending(true);
    try {
      const optionsJSON = await http<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/api/admin/passkeys/sign-in/options',
        { method: 'POST' },
      );
      const response = await startAuthentication({ optionsJSON });
      const answer = await http<{ staff: Staff; twoStep: TwoStepState }>(
        '/api/admin/passkeys/sign-in/verify',
        { method: 'POST', body: { response } },
      );
      onSignedIn(answer.staff, answer.twoStep);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-5 space-y-3 border-t border-line pt-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <button
        type="button"
        className={adminButton('secondary', 'h-11 w-full')}
        disabled={pending}
        onClick={() => void signIn()}
      >
        Sign in with a passkey
      </button>
    </div>
  );
}
