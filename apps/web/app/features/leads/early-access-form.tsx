import { zodResolver } from '@hookform/resolvers/zod';
import {
  earlyAccessSchema,
  SIMPLE_EMAIL_PATTERN,
  type EarlyAccessForm as EarlyAccessPayload,
} from '@verdantia/domain/leads/coming-soon-forms';
import { earlyAccessMessages } from '@verdantia/domain/leads/messages';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Input } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import { OutcomeAlerts } from './outcome-alerts';
import { useLeadSubmission } from './use-lead-submission';
import { useSectorOptions } from './sectors';
import { useHydrated } from '../../lib/use-hydrated';

type Lead = ReturnType<typeof earlyAccessSchema.parse>;

const empty: EarlyAccessPayload = { full_name: '', email: '', country: '', sector: '' };

/**
 * The early-access form: all four fields required; the button stays
 * disabled until the e-mail matches the simple pattern, and reads "Submitting..." while sending.
 * Success clears the fields and shows a green message; a failure a red one.
 */
export default function EarlyAccessForm() {
  const hydrated = useHydrated();
  const sectorListId = useId();
  // The server's sector names as suggestions; any sector may be typed.
  const { options } = useSectorOptions();
  const { register, control, handleSubmit, reset, formState } = useForm<
    EarlyAccessPayload,
    unknown,
    Lead
  >({
    defaultValues: empty,
    resolver: zodResolver(earlyAccessSchema),
  });
  const { errors, isSubmitting, submitCount } = formState;
  const errorCount = Object.keys(errors).length;
  const { outcome, send, clearOutcome } = useLeadSubmission<Lead>('/api/comming_soon', {
    onStored: () => reset(empty),
  });
  const emailMatches = SIMPLE_EMAIL_PATTERN.test(useWatch({ control, name: 'email' }).trim());

  return (
    <form
      aria-label="Early access"
      noValidate
      onSubmit={(event) => void handleSubmit(send, clearOutcome)(event)}
      className="space-y-5"
    >
      <Input
        label="Full name"
        required
        autoComplete="name"
        maxLength={100}
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <Input
        label="Business email"
        required
        type="email"
        autoComplete="email"
        placeholder="name@company.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Country"
          required
          autoComplete="country-name"
          maxLength={80}
          error={errors.country?.message}
          {...register('country')}
        />
        <Input
          label="Business sector"
          required
          list={sectorListId}
          maxLength={100}
          error={errors.sector?.message}
          {...register('sector')}
        />
        <datalist id={sectorListId}>
          {options.slice(0, -1).map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      </div>
      <OutcomeAlerts
        outcome={outcome}
        messages={earlyAccessMessages}
        invalidFields={submitCount > 0 ? errorCount : 0}
      />
      <SubmitButton
        pending={isSubmitting}
        disabled={!hydrated || !emailMatches}
        label="Get early access"
        pendingLabel={earlyAccessMessages.submitting}
        className="w-full"
      />
      {!emailMatches && (
        <p className="text-center text-sm text-muted">Enter a valid business email to continue.</p>
      )}
    </form>
  );
}
