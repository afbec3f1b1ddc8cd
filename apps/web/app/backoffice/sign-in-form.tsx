import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@verdantia/domain/staff/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { http, errorMessage } from '~/lib/http';
import type { TwoStepState } from '@verdantia/domain/staff/two-step';
import { CodeStep } from './code-step';
import type { Staff } from './types';
import { Input } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';
import { SubmitButton } from '~/ui/form/submit-button';

interface SignInValues {
  email: string;
  password: string;
}

interface SignInFormProps {
  /** Why the person is here again, e.g. the server's "Your session has expired" message. */
  notice?: string;
  /** Called once fully signed in (after the code step, when the account has a second factor). */
  onSignedIn: (staff: Staff, twoStep: TwoStepState) => void;
}

/**
 * Staff sign-in: the same schema as the server checks the fields; the server's own message
 * (wrong credentials, lockout) is shown as it comes, above the fields.
 */
export function SignInForm({ notice, onSignedIn }: SignInFormProps) {
  const [failure, setFailure] = useState<string>();
  const [codeDue, setCodeDue] = useState(false);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
    resolver: zodResolver(signInSchema),
  });
  const { errors, isSubmitting } = formState;

  async function signIn(values: SignInValues) {
    setFailure(undefined);
    try {
      const { staff, twoStep } = await http<{ staff: Staff; twoStep: TwoStepState }>(
        '/api/admin/session',
        { method: 'POST', body: values },
      );
      if (twoStep === 'code-required') setCodeDue(true);
      else onSignedIn(staff, twoStep);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  if (codeDue) return <CodeStep onVerified={onSignedIn} />;
  return (
    <form
      aria-label="Staff sign-in"
      noValidate
      onSubmit={(event) => void handleSubmit(signIn)(event)}
      className="space-y-5"
    >
      {failure ? (
        <FormAlert tone="error">{failure}</FormAlert>
      ) : (
        notice && <FormAlert tone="info">{notice}</FormAlert>
      )}
      <Input
        density="compact"
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        density="compact"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton
        density="compact"
        className="h-11 w-full"
        pending={isSubmitting}
        label="Sign in"
        pendingLabel="Signing in…"
      />
    </form>
  );
}
