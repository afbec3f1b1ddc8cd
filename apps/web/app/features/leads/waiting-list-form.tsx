import { zodResolver } from '@hookform/resolvers/zod';
import {
  waitingListSchema,
  type WaitingListForm as WaitingListPayload,
} from '@verdantia/domain/leads/coming-soon-forms';
import { waitingListMessages } from '@verdantia/domain/leads/messages';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Input, Textarea } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import { OutcomeAlerts } from './outcome-alerts';
import { useLeadSubmission } from './use-lead-submission';
import { showServerFieldErrors } from './server-errors';
import { useHydrated } from '~/lib/use-hydrated';
import { mapResolver } from '~/ui/form/map-resolver';

type Values = Omit<WaitingListPayload, 'programme'>;
type Lead = ReturnType<typeof waitingListSchema.parse>;

const empty: Values = { firstName: '', surname: '', companyName: '', email: '', message: '' };
const fields = ['firstName', 'surname', 'companyName', 'email', 'message'] as const;
const schemaResolver = zodResolver(waitingListSchema);

/**
 * The waiting-list form: names up to 50 letters, company up to 50, e-mail up
 * to 100, optional message. It records which page the visitor joined from as the programme.
 */
export default function WaitingListForm() {
  // The page the visitor joined from, e.g. /academy/board-leadership.
  const programme = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const hydrated = useHydrated();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Lead>({
    defaultValues: empty,
    resolver: mapResolver(
      schemaResolver,
      (values: Values) => ({ ...values, programme }),
      (errors) => errors,
    ),
  });
  const { errors, isSubmitting, submitCount } = formState;
  const errorCount = Object.keys(errors).length;
  const { outcome, send, clearOutcome } = useLeadSubmission<Lead>('/api/waiting-list', {
    onStored: () => reset(empty),
    onRefused: (error) => showServerFieldErrors(error, fields, setError),
  });

  return (
    <form
      aria-label="Waiting list"
      noValidate
      onSubmit={(event) => void handleSubmit(send, clearOutcome)(event)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Input
        label="First name"
        required
        autoComplete="given-name"
        maxLength={50}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <Input
        label="Surname"
        required
        autoComplete="family-name"
        maxLength={50}
        error={errors.surname?.message}
        {...register('surname')}
      />
      <Input
        label="Company name"
        required
        autoComplete="organization"
        maxLength={50}
        className="sm:col-span-2"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <Input
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
      <Textarea
        label="Your message"
        rows={4}
        maxLength={2000}
        hint="Optional: what would you like to achieve?"
        className="sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="space-y-4 sm:col-span-2">
        <OutcomeAlerts
          outcome={outcome}
          messages={waitingListMessages}
          invalidFields={submitCount > 0 ? errorCount : 0}
        />
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
