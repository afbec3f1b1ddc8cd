import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
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
 * What a sign-up says once sent. The server answers the same whether the address was new or
 * already had an account (the owner is e-mailed instead), so the page says the same too: look in
 * the mailbox, then sign in.
 */
function CheckYourEmail({ email }: { email: string }) {
  return (
    <div role="status" className="mt-8 space-y-3 rounded-lg bg-brand-50 p-5 text-ink">
      <h2 className="text-lg font-semibold text-brand-950">Check your e-mail</h2>
      <p>
        We have sent a message to <strong className="break-all">{email}</strong>. If the address is
        new, it holds a link to confirm it (certificates need a confirmed address); if it already
        has an account, it tells you how to sign in or choose a new password.
      </p>
      <p>
        Nothing there after a few minutes? Look in your spam folder, or check the address and sign
        up again.
      </p>
      <Link to="/academy-sign-in" className="inline-block font-semibold text-brand-700 underline">
        Go to sign in
      </Link>
    </div>
  );
}

/**
 * Checked live and on submit with the server's schema; sent only when every field is valid.
 * Success: the form gives way to "check your e-mail". Failure: the server's message in a red
 * toast for 5 s. The newsletter toggle stays in the browser.
 */
export function SignUpForm() {
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson('/api/users/sign-up', values);
      setSentTo(values.email);
    } catch (error) {
      toast.error(errorMessage(error), { duration: academyTimings.signUpErrorMs });
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;
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
