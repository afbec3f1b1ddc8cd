import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteStaffSchema,
  INVITATION_DAYS,
  type InviteStaff,
} from '@verdantia/domain/staff/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage, http, HttpError } from '~/lib/http';
import { roleLabels, staffRoles } from '~/backoffice/types';
import { AdminButton } from '~/backoffice/ui';
import { Input, Select } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';

const resolver = zodResolver(inviteStaffSchema);
const roleOptions = staffRoles.map((role) => [role, roleLabels[role]] as const);
const fields = ['email', 'name', 'role'] as const;

/** Says honestly where the invitation went: without a mail server it waits in the outbox. */
function inviteToast(email: string, delivery: 'outbox' | 'smtp' | undefined) {
  const valid = `The link is valid for ${INVITATION_DAYS} days.`;
  if (delivery === 'outbox')
    return `Invitation sent to ${email} is queued in the outbox: no mail server is set up, so copy its link from there. ${valid}`;
  if (delivery === 'smtp') return `Invitation sent to ${email} by e-mail. ${valid}`;
  return `Invitation sent to ${email}. ${valid}`;
}

/** Invites a colleague: the server e-mails them a one-time link (valid for a week). */
export function InviteForm() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: { email: '', name: '', role: 'editor' },
    resolver,
  });
  const { errors, isSubmitting } = formState;

  async function invite(values: InviteStaff) {
    setFailure(undefined);
    try {
      const answer = await http<{ mailDelivery?: 'outbox' | 'smtp' } | undefined>(
        '/api/admin/staff/invitations',
        { method: 'POST', body: values },
      );
      toast.success(inviteToast(values.email, answer?.mailDelivery));
      reset();
      void client.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      let marked = false;
      if (error instanceof HttpError) {
        for (const field of fields) {
          const message = error.fieldErrors[field]?.[0];
          if (message) {
            setError(field, { type: 'server', message });
            marked = true;
          }
        }
      }
      if (!marked) setFailure(errorMessage(error));
    }
  }

  return (
    <form
      aria-labelledby="invite-heading"
      noValidate
      onSubmit={(event) => void handleSubmit(invite)(event)}
      className="space-y-4 p-5"
    >
      <div>
        <h2 id="invite-heading" className="text-base font-semibold text-brand-950">
          Invite a colleague
        </h2>
        <p className="mt-1 text-sm text-muted">
          They receive an e-mail with a link to choose their name and password.
        </p>
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,3fr)_minmax(0,2fr)_auto] md:items-start">
        <Input
          density="compact"
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          density="compact"
          label="Name (optional)"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Select label="Role" options={roleOptions} {...register('role')} />
        <AdminButton type="submit" className="h-10 md:mt-7" disabled={isSubmitting}>
          {isSubmitting ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-4" aria-hidden="true" />
          )}
          Send invitation
        </AdminButton>
      </div>
    </form>
  );
}
