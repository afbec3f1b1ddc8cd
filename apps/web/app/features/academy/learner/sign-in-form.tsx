import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  academyMessages,
  academySignInSchema,
  academyTimings,
  type AcademySignInInput,
  type AcademySignInResponse,
} from '@verdantia/domain/academy/learner';
import { errorMessage, postJson } from '~/lib/http';
import { FormAlert, Input, SubmitButton, Switch } from '~/ui/form';
import type { SignInState } from './academy-api';
import { saveCredential } from './session';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * E-mail checked live and on submit. Success: the answer is stored as `user-cred`, a green
 * message, then /all-courses (or the page that sent the learner here) after 3 s. Failure: the
 * server's message in a red banner for 5 s. "Remember me" picks the token's life.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? {}) as SignInState;
  const [outcome, setOutcome] = useState<Outcome>(
    arrival.message ? { tone: arrival.tone ?? 'error', text: arrival.message } : null,
  );
  const [done, setDone] = useState(false);
  const form = useForm<AcademySignInInput>({
    resolver: zodResolver(academySignInSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (outcome?.tone !== 'error') return;
    const timer = setTimeout(() => setOutcome(null), academyTimings.signInErrorMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (!done) return;
    const target = arrival.from?.startsWith('/esg-course/') ? arrival.from : '/all-courses';
    const timer = setTimeout(() => void navigate(target), academyTimings.redirectAfterSignInMs);
    return () => clearTimeout(timer);
  }, [done, navigate, arrival.from]);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await postJson<AcademySignInResponse>('/api/users/sign-in', values);
      saveCredential(answer);
      setOutcome({ tone: 'success', text: academyMessages.signedIn });
      setDone(true);
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
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Switch label="Remember me for 30 days" {...form.register('remember')} />
      <SubmitButton
        pending={isSubmitting}
        disabled={done}
        label="Sign in"
        pendingLabel="Signing in…"
        className="w-full"
      />
      <p className="text-sm text-muted">
        <Link to="/academy-forgot-password" className="font-semibold text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
      <p className="text-sm text-muted">
        New to the academy?{' '}
        <Link to="/academy-sign-up" className="font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
