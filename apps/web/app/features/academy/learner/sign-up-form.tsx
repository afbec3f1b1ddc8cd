import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  academyMessages,
  academySignUpSchema,
  academyTimings,
  type AcademySignUpInput,
} from '@verdantia/domain/academy/learner';
import { errorMessage, postJson } from '~/lib/http';
import { Input, SubmitButton, Switch } from '~/ui/form';

const fields = [
  { name: 'userName', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Business or school e-mail', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'organisation', label: 'Organisation', type: 'text', autoComplete: 'organization' },
  { name: 'position', label: 'Position', type: 'text', autoComplete: 'organization-title' },
  { name: 'country', label: 'Country', type: 'text', autoComplete: 'country-name' },
] as const;

/**
 * Checked live and on submit with the server's schema; sent only when every field is valid.
 * Success: a green toast, then the sign-in page after 3 s. Failure: the server's message in a
 * red toast for 5 s. The newsletter toggle stays in the browser.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [receiveNews, setReceiveNews] = useState(false);
  const form = useForm<AcademySignUpInput>({
    resolver: zodResolver(academySignUpSchema),
    mode: 'onChange',
    defaultValues: {
      userName: '',
      email: '',
      password: '',
      organisation: '',
      position: '',
      country: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => void navigate('/academy-sign-in'),
      academyTimings.redirectAfterSignUpMs,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson('/api/users/sign-up', values);
      toast.success(academyMessages.signedUp, {
        description: academyMessages.redirectingToSignIn,
        duration: academyTimings.redirectAfterSignUpMs,
      });
      setDone(true);
    } catch (error) {
      toast.error(errorMessage(error), { duration: academyTimings.signUpErrorMs });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <Input
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          error={errors[field.name]?.message}
          className={field.name === 'email' || field.name === 'password' ? 'sm:col-span-2' : ''}
          {...form.register(field.name)}
        />
      ))}
      <Switch
        label="Send me news about courses and events"
        className="sm:col-span-2"
        checked={receiveNews}
        onChange={(event) => setReceiveNews(event.target.checked)}
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <SubmitButton
          pending={isSubmitting}
          disabled={done}
          label="Sign up"
          pendingLabel="Signing up…"
          className="w-full"
        />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <p className="text-muted">
            Already have an account?{' '}
            <Link to="/academy-sign-in" className="font-semibold text-brand-700 underline">
              Sign in
            </Link>
          </p>
          {/* Password reset is not offered yet; the link says so instead of leading nowhere. */}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() =>
              toast.info('Password reset is not available yet. Please contact us for help.')
            }
          >
            Forgot password?
          </button>
        </div>
      </div>
    </form>
  );
}
