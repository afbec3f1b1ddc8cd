import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { accountMessages, deleteAccountSchema } from '@verdantia/domain/academy/account';
import { errorMessage } from '~/lib/http';
import { buttonClass } from '~/ui/button';
import { FormAlert, Input, SubmitButton } from '~/ui/form';
import { useAcademyHttp, type SignInState } from '../learner/academy-api';
import { clearCredential, signOut } from '../learner/session';
import { AccountSection } from './account-section';
import { useOutcome } from './use-outcome';

/** A JSON file of everything the academy holds about the learner, saved by the browser. */
function saveJson(data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  Object.assign(document.createElement('a'), {
    href: url,
    download: 'my-academy-data.json',
  }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sessions, a copy of one's data, and deleting the account. */
export function DataSection() {
  const call = useAcademyHttp();
  const navigate = useNavigate();
  const [exportError, setExportError] = useState('');
  const deletion = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<z.input<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const onDelete = form.handleSubmit(async (values) => {
    const deleted = await deletion.run(() =>
      call<{ message: string }>('/api/users/me', { method: 'DELETE', body: values }),
    );
    if (deleted) {
      clearCredential();
      void navigate('/academy-sign-in', {
        state: { message: accountMessages.deleted, tone: 'success' } satisfies SignInState,
      });
    }
  });

  return (
    <AccountSection id="data" title="Your data and sessions">
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h3 className="font-semibold text-brand-950">Signed in elsewhere?</h3>
          <p className="text-sm text-muted">
            Sign out of every browser and device at once, this one included.
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'md') + ' justify-self-start'}
            onClick={() => void signOut(true).then(() => navigate('/academy-sign-in'))}
          >
            Sign out everywhere
          </button>
        </div>
        <div className="grid gap-2 border-t border-brand-100 pt-6">
          <h3 className="font-semibold text-brand-950">A copy of your data</h3>
          <p className="text-sm text-muted">
            Your account, enrolments, progress and certificates, as a JSON file.
          </p>
          {exportError && <FormAlert tone="error">{exportError}</FormAlert>}
          <button
            type="button"
            className={buttonClass('secondary', 'md') + ' justify-self-start'}
            onClick={() =>
              void call<unknown>('/api/users/me/export')
                .then((data) => {
                  setExportError('');
                  saveJson(data);
                })
                .catch((error: unknown) => setExportError(errorMessage(error)))
            }
          >
            Download my data
          </button>
        </div>
        <div className="grid gap-3 border-t border-brand-100 pt-6">
          <h3 className="font-semibold text-brand-950">Delete your account</h3>
          <p className="text-sm text-muted">
            Your account, enrolments and progress are erased at once and cannot be recovered.
            Certificates already issued stay verifiable as withdrawn, without your name.
          </p>
          {!confirming ? (
            <button
              type="button"
              className={buttonClass('secondary', 'md') + ' justify-self-start'}
              onClick={() => setConfirming(true)}
            >
              Delete my account…
            </button>
          ) : (
            <form onSubmit={onDelete} noValidate className="grid gap-4">
              {deletion.outcome && (
                <FormAlert tone={deletion.outcome.tone}>{deletion.outcome.text}</FormAlert>
              )}
              <Input
                label="Your password, to confirm"
                type="password"
                autoComplete="current-password"
                required
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              <div className="flex flex-wrap gap-3">
                <SubmitButton
                  pending={form.formState.isSubmitting}
                  label="Delete my account for good"
                  pendingLabel="Deleting…"
                  className="bg-red-700 hover:bg-red-800"
                />
                <button
                  type="button"
                  className={buttonClass('ghost', 'md')}
                  onClick={() => setConfirming(false)}
                >
                  Keep my account
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </AccountSection>
  );
}
