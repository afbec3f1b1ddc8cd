import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { resetPasswordSchema, resetRequestSchema } from '@verdantia/domain/academy/account';
import { errorMessage, postJson } from '~/lib/http';
import { FormAlert, Input, SubmitButton } from '~/ui/form';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The token of an e-mailed link: it travels in the fragment, never to a server log. */
const tokenFromHash = () => (typeof location === 'undefined' ? '' : location.hash.slice(1));

const signInLink = (
  <Link to="/academy-sign-in" className="font-semibold text-brand-700 underline">
    Sign in
  </Link>
);

/** /academy-forgot-password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<z.input<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await postJson<{ message: string }>(
        '/api/users/password-reset/request',
        values,
      );
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-5">
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <Input
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label="Send me a link"
        pendingLabel="Sending…"
        className="w-full"
      />
      <p className="text-sm text-muted">Remembered it? {signInLink}</p>
    </form>
  );
}

/** /academy-reset-password#<token>: a new password, once. */
export function ResetPasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<z.input<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: '', password: '' },
  });
  useEffect(() => form.setValue('token', tokenFromHash()), [form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await postJson<{ message: string }>('/api/users/password-reset', values);
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  });
  const tokenError = form.formState.errors.token?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-5">
      {(outcome ?? tokenError) && (
        <FormAlert tone={outcome?.tone ?? 'error'}>{outcome?.text ?? tokenError}</FormAlert>
      )}
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        disabled={outcome?.tone === 'success'}
        label="Save my new password"
        pendingLabel="Saving…"
        className="w-full"
      />
      <p className="text-sm text-muted">
        {signInLink} ·{' '}
        <Link to="/academy-forgot-password" className="font-semibold text-brand-700 underline">
          Ask for a new link
        </Link>
      </p>
    </form>
  );
}

/** /academy-verify-email#<token>: confirms the address as soon as the page opens. */
export function VerifyEmail() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    postJson<{ message: string }>('/api/users/verify-email', { token: tokenFromHash() })
      .then((answer) => setOutcome({ tone: 'success', text: answer.message }))
      .catch((error: unknown) => setOutcome({ tone: 'error', text: errorMessage(error) }));
  }, []);
  return (
    <div className="mt-8 grid gap-5">
      {outcome ? (
        <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>
      ) : (
        <p role="status">Confirming your address…</p>
      )}
      <p className="text-sm text-muted">
        <Link to="/all-courses" className="font-semibold text-brand-700 underline">
          Go to my courses
        </Link>
      </p>
    </div>
  );
}
