import type { TwoStepState } from '@verdantia/domain/staff/two-step';
import { useState, type FormEvent } from 'react';
import { http, errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import type { Staff } from './types';

/**
 * The second step of signing in: the 6-digit code from the authenticator app, or one of the
 * recovery codes. The server's message (wrong or reused code, lockout) is shown as it comes.
 */
export function CodeStep({
  onVerified,
}: {
  onVerified: (staff: Staff, twoStep: TwoStepState) => void;
}) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setPending(true);
    try {
      const answer = await http<{ staff: Staff; twoStep: TwoStepState }>(
        '/api/admin/session/code',
        { method: 'POST', body: { code: code.trim() } },
      );
      onVerified(answer.staff, answer.twoStep);
    } catch (error) {
      setFailure(errorMessage(error));
      setCode('');
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-label="Two-step code"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
    >
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <Input
        density="compact"
        label="Code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        inputMode="text"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton
        density="compact"
        className="h-11 w-full"
        pending={pending}
        label="Continue"
        pendingLabel="Checking…"
      />
    </form>
  );
}
