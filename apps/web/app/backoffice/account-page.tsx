import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, PASSWORD_MIN } from '@verdantia/domain/staff/accounts';
import { LogOut, MonitorX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HttpError } from '~/lib/http';
import { http, errorMessage } from '~/lib/http';
import { useStaff } from './session';
import { roleLabels } from './types';
import { AdminButton, PageHeader, Panel } from './ui';
import { Input } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';
import { SubmitButton } from '~/ui/form/submit-button';
import { PasskeysPanel } from './passkeys-panel';
import { SignedInSessions } from './signed-in-sessions';
import { TwoStepOptIn } from './two-step-opt-in';
import { useSignOut } from './use-sign-out';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

const empty: PasswordValues = { currentPassword: '', newPassword: '' };

export function AccountPage() {
  const staff = useStaff();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut({ everywhere: true });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordValues>({
    defaultValues: empty,
    resolver: zodResolver(changePasswordSchema),
  });
  const { errors, isSubmitting } = formState;

  async function change(values: PasswordValues) {
    setOutcome(undefined);
    try {
      await http('/api/admin/password', { method: 'POST', body: values });
      reset(empty);
      setOutcome({
        tone: 'success',
        text: 'Your password has been changed. Your other sessions have been signed out.',
      });
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.fieldErrors : {};
      const current = fieldErrors.currentPassword?.[0];
      const next = fieldErrors.newPassword?.[0];
      if (current) setError('currentPassword', { type: 'server', message: current });
      if (next) setError('newPassword', { type: 'server', message: next });
      if (!current && !next) setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Your account" description="Your details, your password and signing out." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <Panel className="p-5">
          <h2 className="text-base font-semibold text-brand-950">Details</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-muted">Name</dt>
              <dd className="mt-0.5">{staff.name || '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">E-mail</dt>
              <dd className="mt-0.5 break-all">{staff.email}</dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">Role</dt>
              <dd className="mt-0.5">{roleLabels[staff.role]}</dd>
            </div>
          </dl>
          <AdminButton
            tone="secondary"
            className="mt-6"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </AdminButton>
          <div className="mt-6 border-t border-line pt-5">
            <h2 className="text-base font-semibold text-brand-950">Sign out everywhere</h2>
            <p className="mt-1 text-sm text-muted">
              Ends your sessions on every device and browser, this one included. Use it if you
              signed in on a shared or lost device.
            </p>
            {signOutEverywhere.isError && (
              <FormAlert tone="error" className="mt-3">
                {errorMessage(signOutEverywhere.error)}
              </FormAlert>
            )}
            <AdminButton
              tone="danger-ghost"
              className="mt-3 ring-1 ring-red-200 ring-inset"
              disabled={signOutEverywhere.isPending}
              onClick={() => signOutEverywhere.mutate()}
            >
              <MonitorX className="size-4" aria-hidden="true" />
              End all my sessions
            </AdminButton>
          </div>
        </Panel>
        <TwoStepOptIn />
        <SignedInSessions />
        <PasskeysPanel />
        <Panel>
          <form
            aria-labelledby="password-heading"
            noValidate
            onSubmit={(event) => void handleSubmit(change)(event)}
            className="space-y-4 p-5"
          >
            <div>
              <h2 id="password-heading" className="text-base font-semibold text-brand-950">
                Change password
              </h2>
              <p className="mt-1 text-sm text-muted">
                Use at least {PASSWORD_MIN} characters. A short sentence is easy to remember and
                hard to guess.
              </p>
            </div>
            {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
            <Input
              density="compact"
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <Input
              density="compact"
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <SubmitButton
              density="compact"
              pending={isSubmitting}
              label="Change password"
              pendingLabel="Changing your password…"
            />
          </form>
        </Panel>
      </div>
    </div>
  );
}
