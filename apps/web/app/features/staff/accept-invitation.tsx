import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationSchema, PASSWORD_MIN } from '@verdantia/domain/staff/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, http, HttpError } from '~/lib/http';
import { AuthScreen } from '~/backoffice/auth-screen';
import { sessionKey, type SessionState } from '~/backoffice/query-client';
import type { Staff } from '~/backoffice/types';
import { Input } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';
import { SubmitButton } from '~/ui/form/submit-button';

interface AcceptValues {
  token: string;
  name: string;
  password: string;
}

/** Where an invitation e-mail leads: choose a name and password, then straight in. */
export function AcceptInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, setError, setValue, getValues, formState } =
    useForm<AcceptValues>({
      defaultValues: { token, name: '', password: '' },
      resolver: zodResolver(acceptInvitationSchema),
    });
  const { errors, isSubmitting } = formState;
  const invitation = useInvitationPreview(token);
  // The name the administrator typed is a starting point; what the person typed wins.
  const suggested = invitation.data?.name;
  useEffect(() => {
    if (suggested && !getValues('name')) setValue('name', suggested);
  }, [suggested, getValues, setValue]);

  async function accept(values: AcceptValues) {
    setFailure(undefined);
    try {
      const { staff } = await http<{ staff: Staff }>('/api/admin/invitations/accept', {
        method: 'POST',
        body: values,
      });
      // The gate asks the server where the new session stands (roles that need a second factor
      // are sent to enrolment).
      client.setQueryData<SessionState>(sessionKey, { staff });
      await client.invalidateQueries({ queryKey: sessionKey });
      void navigate('/admin', { replace: true });
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.fieldErrors : {};
      if (fieldErrors.name?.[0]) setError('name', { type: 'server', message: fieldErrors.name[0] });
      if (fieldErrors.password?.[0])
        setError('password', { type: 'server', message: fieldErrors.password[0] });
      if (!fieldErrors.name && !fieldErrors.password) setFailure(errorMessage(error));
    }
  }

  if (!token) {
    return (
      <AuthScreen
        title="Accept your invitation"
        intro="This page opens from the link in your invitation e-mail."
      >
        <FormAlert tone="error">
          The invitation link is incomplete. Open the link from the e-mail again, or ask an
          administrator for a new invitation.
        </FormAlert>
        <Link
          to="/admin"
          className="mt-6 inline-block text-sm font-semibold text-brand-700 underline"
        >
          Go to the staff sign-in
        </Link>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Accept your invitation"
      intro="Choose the name your colleagues will see and a password for your staff account."
    >
      <form
        aria-label="Accept invitation"
        noValidate
        onSubmit={(event) => void handleSubmit(accept)(event)}
        className="space-y-5"
      >
        {(failure || errors.token) && (
          <FormAlert tone="error">{failure ?? errors.token?.message}</FormAlert>
        )}
        {invitation.data?.email && (
          <p className="text-sm text-muted">
            Your account: <span className="font-semibold text-ink">{invitation.data.email}</span>
          </p>
        )}
        <input type="hidden" {...register('token')} />
        <Input
          density="compact"
          label="Your name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          density="compact"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton
          density="compact"
          className="h-11 w-full"
          pending={isSubmitting}
          label="Create account and sign in"
          pendingLabel="Creating your account…"
        />
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
            Sign in
          </Link>
        </p>
      </form>
    </AuthScreen>
  );
}

/** Who the invitation is for, so the form can greet them by the name the admin typed. */
function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () =>
      http<{ email: string; name: string }>('/api/admin/invitations/preview', {
        method: 'POST',
        body: { token },
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
