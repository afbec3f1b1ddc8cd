import * as Dialog from '@radix-ui/react-dialog';
import {
  closureReasonLabels,
  closureReasons,
  type ClosureReason,
} from '@verdantia/domain/trustlink/case-workflow';
import { useState, type FormEvent } from 'react';
import { adminButton } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Select } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';

const options = [
  ['', 'Choose a reason'],
  ...closureReasons.map((reason) => [reason, closureReasonLabels[reason]] as const),
] as const;

interface CloseDialogProps {
  onClose: (reason: ClosureReason) => Promise<unknown>;
}

/** Closing asks why: the reason is kept on the case and the reporter sees the case Closed. */
export function CloseDialog({ onClose }: CloseDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setFieldError('Please choose a closure reason to close the case.');
    setPending(true);
    setError(undefined);
    try {
      await onClose(reason as ClosureReason);
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
        setFieldError(undefined);
        setError(undefined);
      }}
    >
      <Dialog.Trigger className={adminButton('danger')}>Close case</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-card">
          <Dialog.Title className="text-lg font-bold text-brand-950">Close this case</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            The reporter will see the case as Closed and can no longer add remarks. You can reopen
            it if new facts arrive.
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
