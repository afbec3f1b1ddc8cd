import * as Dialog from '@radix-ui/react-dialog';
import { REMARK_MAX_LENGTH } from '@verdantia/domain/trustlink/constants';
import {
  caseMessages,
  closureReasonLabels,
  closureReasons,
  type ClosureReason,
} from '@verdantia/domain/trustlink/case-workflow';
import { useState, type FormEvent } from 'react';
import { adminButton } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Select, Textarea } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';

const options = [
  ['', 'Choose a reason'],
  ...closureReasons.map((reason) => [reason, closureReasonLabels[reason]] as const),
] as const;

interface CloseDialogProps {
  onClose: (reason: ClosureReason, outcome: string) => Promise<unknown>;
}

/**
 * Closing asks why (the reason stays internal) and what to tell the reporter: the outcome, in
 * words they can read at their next follow-up. Neither can be left out.
 */
export function CloseDialog({ onClose }: CloseDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcomeError, setOutcomeError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missingReason = !reason;
    const missingOutcome = outcome.trim() === '';
    setFieldError(missingReason ? caseMessages.closureReasonRequired : undefined);
    setOutcomeError(missingOutcome ? caseMessages.outcomeRequired : undefined);
    if (missingReason || missingOutcome) return;
    setPending(true);
    setError(undefined);
    try {
      await onClose(reason as ClosureReason, outcome.trim());
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setReason('');
        setOutcome('');
        setFieldError(undefined);
        setOutcomeError(undefined);
        setError(undefined);
      }}
    >
      <Dialog.Trigger className={adminButton('danger')}>Close case</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 overflow-y-auto -translate-y-1/2 rounded-xl bg-white p-6 shadow-card">
          <Dialog.Title className="text-lg font-bold text-brand-950">Close this case</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            The reporter sees the case as Closed with your outcome, and may send one last reply
            within 14 days. You can reopen it if new facts arrive.
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
            <Select
              label="Closure reason"
              required
              value={reason}
              options={options}
              error={fieldError}
              onChange={(event) => {
                setReason(event.target.value);
                setFieldError(undefined);
              }}
            />
            <Textarea
              label="Outcome for the reporter"
              required
              rows={5}
              maxLength={REMARK_MAX_LENGTH}
              value={outcome}
              error={outcomeError}
              hint="What you found and what happens now, in plain words. The closure reason above stays internal."
              onChange={(event) => {
                setOutcome(event.target.value);
                setOutcomeError(undefined);
              }}
            />
            {error && <FormAlert tone="error">{error}</FormAlert>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close className={adminButton('secondary')}>Cancel</Dialog.Close>
              <SubmitButton
                density="compact"
                pending={pending}
                label="Close case"
                pendingLabel="Closing..."
              />
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
