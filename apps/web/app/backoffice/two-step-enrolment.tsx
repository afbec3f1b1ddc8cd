import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes, TotpEnrolment } from '@verdantia/domain/staff/two-step';
import { useEffect, useState, type FormEvent } from 'react';
import { http, errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import { adminButton } from './ui';

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), confirm with a code,
 * then keep the recovery codes, which are shown this once.
 */
export function TwoStepEnrolment({ onDone }: { onDone: () => void }) {
  const start = useMutation({
    mutationFn: () => http<TotpEnrolment>('/api/admin/two-step/totp/start', { method: 'POST' }),
  });
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setPending(true);
    try {
      const answer = await http<RecoveryCodes>('/api/admin/two-step/totp/confirm', {
        method: 'POST',
        body: { code: code.trim() },
      });
      setRecoveryCodes(answer.recoveryCodes);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  if (recoveryCodes) {
    return (
      <div className="space-y-5">
        <FormAlert tone="info">
          Two-step sign-in is on. Keep these recovery codes somewhere safe: each one signs you in
          once if you lose your phone. They will not be shown again.
        </FormAlert>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {recoveryCodes.map((c) => (
            <li key={c} className="rounded bg-white px-3 py-2 ring-1 ring-line">
              {c}
            </li>
          ))}
        </ul>
        <button type="button" className={adminButton('primary', 'w-full')} onClick={onDone}>
          I have saved my recovery codes
        </button>
      </div>
    );
  }
  if (start.isError) return <FormAlert tone="error">{errorMessage(start.error)}</FormAlert>;
  if (!start.data) return <p role="status">Preparing your QR code…</p>;
  const { qrSvg, secret } = start.data;
  return (
    <form
      aria-label="Set up two-step sign-in"
      noValidate
      onSubmit={(e) => void confirm(e)}
      className="space-y-5"
    >
      <p className="text-sm text-muted">
        Scan this QR code with an authenticator app (for example 1Password, Google Authenticator or
        Microsoft Authenticator), then enter the 6-digit code it shows.
      </p>
      <img
        src={`data:image/svg+xml;base64,${btoa(qrSvg)}`}
        width={192}
        height={192}
        alt="QR code for your authenticator app"
        className="mx-auto rounded bg-white p-2"
      />
      <p className="text-sm">
        Cannot scan it? Type this key into the app:{' '}
        <code data-testid="totp-secret" className="font-mono font-semibold break-all">
          {secret}
        </code>
      </p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <Input
        density="compact"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton
        density="compact"
        className="h-11 w-full"
        pending={pending}
        label="Turn on two-step sign-in"
        pendingLabel="Checking…"
      />
    </form>
  );
}
