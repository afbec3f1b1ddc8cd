import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  accountMessages,
  updateProfileSchema,
  type LearnerProfile,
} from '@verdantia/domain/academy/account';
import { buttonClass } from '~/ui/button';
import { FormAlert, Input, SubmitButton } from '~/ui/form';
import { useAcademyHttp } from '../learner/academy-api';
import { readCredential, saveCredential } from '../learner/session';
import { AccountSection } from './account-section';
import { useOutcome } from './use-outcome';

/** Name (editable), e-mail address and whether it is confirmed, with the link sent again. */
export function ProfileSection({ profile }: { profile: LearnerProfile }) {
  const call = useAcademyHttp();
  const queryClient = useQueryClient();
  const saving = useOutcome();
  const sending = useOutcome();
  const form = useForm<z.input<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { userName: profile.userName },
  });
  const onSubmit = form.handleSubmit((values) =>
    saving.run(async () => {
      const saved = await call<LearnerProfile>('/api/users/me', { method: 'PATCH', body: values });
      // The header shows the name from the stored credential: keep it in step.
      const credential = readCredential();
      if (credential) saveCredential({ ...credential, user: { ...credential.user, ...saved } });
      queryClient.setQueryData(['academy', 'me'], saved);
      return { message: accountMessages.nameSaved };
    }),
  );

  return (
    <AccountSection
      id="profile"
      title="Your details"
      lead="Certificates carry the name of your account when they are issued; a certificate already issued keeps its name."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {saving.outcome && <FormAlert tone={saving.outcome.tone}>{saving.outcome.text}</FormAlert>}
        <Input
          label="Name"
          autoComplete="name"
          required
          error={form.formState.errors.userName?.message}
          {...form.register('userName')}
        />
        <SubmitButton
          pending={form.formState.isSubmitting}
          label="Save my name"
          pendingLabel="Saving…"
          className="justify-self-start"
        />
      </form>
      <div className="mt-8 grid gap-3 border-t border-brand-100 pt-6">
        <p className="text-sm text-muted">E-mail address</p>
        <p className="font-semibold break-all text-brand-950">{profile.email}</p>
        {profile.emailVerified ? (
          <p className="text-sm text-brand-800">Confirmed</p>
        ) : (
          <>
            <p className="text-sm text-muted">
              Not confirmed yet: please open the link we e-mailed you. Certificates are issued only
              to confirmed accounts.
            </p>
            {sending.outcome && (
              <FormAlert tone={sending.outcome.tone}>{sending.outcome.text}</FormAlert>
            )}
            <button
              type="button"
              className={buttonClass('secondary', 'md') + ' justify-self-start'}
              onClick={() =>
                void sending.run(() =>
                  call<{ message: string }>('/api/users/me/verification', {
                    method: 'POST',
                    body: {},
                  }),
                )
              }
            >
              Send the link again
            </button>
          </>
        )}
      </div>
    </AccountSection>
  );
}
