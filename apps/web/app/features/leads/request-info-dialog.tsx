import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { requestInfoSchema, type RequestInfoForm } from '@verdantia/domain/leads/forms';
import { contactMessages } from '@verdantia/domain/leads/messages';
import { X } from 'lucide-react';
import { type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '~/ui/form/submit-button';
import { LeadIdentityFields } from './lead-identity-fields';
import { OutcomeAlerts } from './outcome-alerts';
import { useLeadSubmission } from './use-lead-submission';
import { showServerFieldErrors } from './server-errors';

type Lead = ReturnType<typeof requestInfoSchema.parse>;

const empty: RequestInfoForm = {
  name: '',
  designation: '',
  companyName: '',
  professionalEmail: '',
};
const fields = ['name', 'designation', 'companyName', 'professionalEmail'] as const;

interface RequestInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the dialog has no Radix trigger, so focus is handed back. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The request-info modal: name, designation, company and e-mail, posted to
 * the contact endpoint with source "request-info". Radix Dialog traps focus and closes on the
 * close icon, a click on the overlay and Escape.
 */
export default function RequestInfoDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: RequestInfoDialogProps) {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    RequestInfoForm,
    unknown,
    Lead
  >({
    defaultValues: empty,
    resolver: zodResolver(requestInfoSchema),
  });
  const { errors, isSubmitting, submitCount } = formState;
  const errorCount = Object.keys(errors).length;
  const { outcome, setOutcome, send, clearOutcome } = useLeadSubmission<Lead>(
    '/api/submit_contact_form',
    {
      onStored: () => reset(empty),
      onRefused: (error) => showServerFieldErrors(error, fields, setError),
    },
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // A fresh form next time, unless a failed attempt is waiting to be retried.
        if (!next && outcome === 'success') setOutcome(undefined);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="request-info-overlay"
          className="fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]"
        />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Straight to the first field rather than the close icon.
            event.preventDefault();
            setFocus('name');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl data-[state=open]:animate-[fade-in_200ms_ease-out] sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
                Request info
              </p>
              <Dialog.Title className="mt-2 text-2xl font-bold tracking-tight text-brand-950">
                Get information sent to you
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-950 hover:bg-brand-50"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 text-muted">
            Leave your details and one of our ESG specialists will send you information on our
            platform and services, tailored to your organisation.
          </Dialog.Description>
          <form
            aria-label="Request information"
            noValidate
            onSubmit={(event) => void handleSubmit(send, clearOutcome)(event)}
            className="mt-6 space-y-4"
          >
            <LeadIdentityFields register={register} errors={errors} />
            <OutcomeAlerts
              outcome={outcome}
              messages={contactMessages}
              invalidFields={submitCount > 0 ? errorCount : 0}
            />
            <SubmitButton
              pending={isSubmitting}
              label="Send request"
              pendingLabel="Sending..."
              className="w-full"
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
