import '~/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactFormSchema,
  type ContactForm as ContactPayload,
  type ContactLead,
} from '@verdantia/domain/leads/forms';
import { contactMessages } from '@verdantia/domain/leads/messages';
import { OTHER_SECTOR } from '@verdantia/domain/leads/sectors';
import { Link } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Input, Textarea } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import { LeadIdentityFields } from './lead-identity-fields';
import { OutcomeAlerts } from './outcome-alerts';
import { useLeadSubmission } from './use-lead-submission';
import { SectorSelect } from './sector-select';
import { useSectorOptions } from './sectors';
import { showServerFieldErrors } from './server-errors';
import { useHydrated } from '~/lib/use-hydrated';
import { mapResolver } from '~/ui/form/map-resolver';

type Values = ContactPayload & { otherSector?: string };

const empty: Values = {
  name: '',
  designation: '',
  companyName: '',
  professionalEmail: '',
  sector: '',
  otherSector: '',
  phone: '',
  message: '',
};
const fields = [
  'name',
  'designation',
  'companyName',
  'professionalEmail',
  'sector',
  'phone',
  'message',
] as const;

/**
 * The shared schema validates the payload; "Others" is replaced by the visitor's own sector
 * first, and an error on it is shown next to the free-text field.
 */
const resolver = mapResolver<Values, ContactPayload, ContactLead>(
  zodResolver(contactFormSchema),
  (values) => {
    const sector =
      values.sector === OTHER_SECTOR ? values.otherSector?.trim() || OTHER_SECTOR : values.sector;
    return { ...values, sector };
  },
  (errors, values) => {
    if (values.sector !== OTHER_SECTOR || !errors.sector) return errors;
    const { sector, ...rest } = errors;
    return { ...rest, otherSector: sector };
  },
);

/**
 * The contact form: name, company and e-mail required. Sending disables
 * the button with a spinner; success shows the spec's message and resets the form; a failure
 * shows its message and keeps everything the visitor typed.
 */
export default function ContactForm() {
  const hydrated = useHydrated();
  const { options, status } = useSectorOptions();
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    Values,
    unknown,
    ContactLead
  >({
    defaultValues: empty,
    resolver,
  });
  const { errors, isSubmitting, submitCount } = formState;
  const otherSector = useWatch({ control, name: 'sector' }) === OTHER_SECTOR;
  const errorCount = Object.keys(errors).length;
  const { outcome, send, clearOutcome } = useLeadSubmission<ContactLead>(
    '/api/submit_contact_form',
    {
      onStored: () => reset(empty),
      onRefused: (error) =>
        showServerFieldErrors(
          error,
          fields,
          setError,
          otherSector ? { sector: 'otherSector' } : {},
        ),
    },
  );

  return (
    <form
      aria-label="Contact form"
      noValidate
      onSubmit={(event) => void handleSubmit(send, clearOutcome)(event)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <LeadIdentityFields register={register} errors={errors} nameAndCompanyRequired />
      <Controller
        control={control}
        name="sector"
        render={({ field }) => (
          <SectorSelect
            label="Sector"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            options={options}
            status={status}
            error={errors.sector?.message}
          />
        )}
      />
      <Input
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+44 20 0000 0000"
        maxLength={40}
        error={errors.phone?.message}
        {...register('phone')}
      />
      {otherSector && (
        <Input
          label="Your sector"
          className="sm:col-span-2"
          placeholder="e.g. Maritime shipping"
          maxLength={100}
          hint="Tell us which sector your organisation works in."
          error={errors.otherSector?.message}
          {...register('otherSector')}
        />
      )}
      <Textarea
        label="Message"
        className="sm:col-span-2"
        rows={5}
        maxLength={5000}
        placeholder="How can we help? Tell us about your goals, timelines or questions."
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="space-y-4 sm:col-span-2">
        <OutcomeAlerts
          outcome={outcome}
          messages={contactMessages}
          invalidFields={submitCount > 0 ? errorCount : 0}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            We use your details only to answer you. See our{' '}
            <Link
              to="/legal/privacy-policy"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              privacy policy
            </Link>
            .
          </p>
          <SubmitButton
            pending={isSubmitting}
            disabled={!hydrated}
            label="Send message"
            pendingLabel="Sending..."
            className="shrink-0"
          />
        </div>
      </div>
    </form>
  );
}
