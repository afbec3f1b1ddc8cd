import { zodResolver } from '@hookform/resolvers/zod';
import {
  waitingListSchema,
  type WaitingListForm as WaitingListPayload,
} from '@verdantia/domain/leads';
import { waitingListMessages } from '@verdantia/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { postJson } from '~/lib/api';
import { InputField, TextAreaField } from './fields';
import { FormAlert, SubmitButton } from './form-status';
import { fieldSummary, showServerFieldErrors } from './server-errors';
import { useHydrated } from './use-hydrated';

type Values = Omit<WaitingListPayload, 'programme'>;
type Lead = ReturnType<typeof waitingListSchema.parse>;

const empty: Values = { firstName: '', surname: '', companyName: '', email: '', message: '' };
const fields = ['firstName', 'surname', 'companyName', 'email', 'message'] as const;
const resolver = zodResolver(waitingListSchema);

/**
 * The waiting-list form (spec 000 §2, §5): names up to 50 letters, company up to 50, e-mail up
 * to 100, optional message. It records which page the visitor joined from as the programme.
 */
export default function WaitingListForm() {
  // The page the visitor joined from, e.g. /academy/board-leadership.
  const programme = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<'success' | 'error'>();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Lead>({
    defaultValues: empty,
    resolver: (values, context, options) =>
      resolver({ ...values, programme }, context, options as never),
  });
  const { errors, isSubmitting, submitCount } = formState;
  const errorCount = Object.keys(errors).length;

  async function send(lead: Lead) {
    setOutcome(undefined);
    try {
      await postJson('/api/waiting-list', lead);
      reset(empty);
      setOutcome('success');
    } catch (error) {
      showServerFieldErrors(error, fields, setError);
      setOutcome('error');
    }
  }

  return (
    <form
      aria-label="Waiting list"
      noValidate
      onSubmit={(event) => void handleSubmit(send, () => setOutcome(undefined))(event)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <InputField
        label="First name"
        required
        autoComplete="given-name"
        maxLength={50}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <InputField
        label="Surname"
        required
        autoComplete="family-name"
        maxLength={50}
        error={errors.surname?.message}
        {...register('surname')}
      />
      <InputField
        label="Company name"
        required
        autoComplete="organization"
        maxLength={50}
        className="sm:col-span-2"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <InputField
        label="Email"
        required
        type="email"
        autoComplete="email"
        maxLength={100}
        placeholder="name@company.com"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label="Your message"
        rows={4}
        maxLength={2000}
        hint="Optional: what would you like to achieve?"
        className="sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="space-y-4 sm:col-span-2">
        {outcome === 'success' && (
          <FormAlert tone="success">{waitingListMessages.success}</FormAlert>
        )}
        {outcome === 'error' && <FormAlert tone="error">{waitingListMessages.failure}</FormAlert>}
        {outcome === undefined && submitCount > 0 && errorCount > 0 && (
          <FormAlert tone="error">{fieldSummary(errorCount)}</FormAlert>
        )}
        <SubmitButton
          pending={isSubmitting}
          disabled={!hydrated}
          label="Send message"
          pendingLabel="Sending..."
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
