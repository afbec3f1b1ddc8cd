import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { learnerPasswordChangeSchema } from '@verdantia/domain/academy/account';
import { FormAlert, Input, SubmitButton } from '~/ui/form';
import { useAcademyHttp } from '../learner/academy-api';
import { AccountSection } from './account-section';
import { useOutcome } from './use-outcome';

/** A new password; the server signs every other browser out. */
export function PasswordSection() {
  const call = useAcademyHttp();
  const { outcome, run } = useOutcome();
  const form = useForm<z.input<typeof learnerPasswordChangeSchema>>({
    resolver: zodResolver(learnerPasswordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const changed = await run(() =>
      call<{ message: string }>('/api/users/me/password', { method: 'POST', body: values }),
    );
    if (changed) form.reset();
  });
  return (
    <AccountSection
      id="password"
      title="Password"
      lead="Changing it signs you out of every other browser."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
        <Input
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Input
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          error={form.formState.errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <SubmitButton
          pending={form.formState.isSubmitting}
          label="Change my password"
          pendingLabel="Saving…"
          className="justify-self-start"
        />
      </form>
    </AccountSection>
  );
}
