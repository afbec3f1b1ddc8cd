import { plural } from '@verdantia/domain/common/plural';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { HttpError } from '~/lib/http';
import { http, errorMessage } from '~/lib/http';
import { AdminButton, adminButton } from '~/backoffice/ui';
import { Input } from '~/ui/form/inputs';
import { FormAlert } from '~/ui/form/form-alert';

type Erased = Record<string, number>;

const erasedLabels: Record<string, [string, string]> = {
  contact: ['contact message or request', 'contact messages and requests'],
  newsletter: ['newsletter sign-up', 'newsletter sign-ups'],
  earlyAccess: ['early-access sign-up', 'early-access sign-ups'],
  waitingList: ['waiting-list entry', 'waiting-list entries'],
  assessment: ['assessment report request', 'assessment report requests'],
  outbox: ['queued e-mail', 'queued e-mails'],
};

const describe = (erased: Erased) => {
  const total = Object.values(erased).reduce((sum, n) => sum + n, 0);
  if (total === 0) return 'No records held that e-mail address. Nothing was erased.';
  const parts = Object.entries(erased)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} ${erasedLabels[table]?.[n === 1 ? 0 : 1] ?? table}`);
  return `Erased ${plural(total, 'record')}: ${parts.join(', ')}.`;
};

/**
 * A GDPR erasure: every lead row and queued notification for one e-mail address is deleted.
 * It cannot be undone, so it asks for the address in a dialog and says what it removed.
 */
export function EraseDialog() {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const erase = useMutation({
    mutationFn: (address: string) =>
      http<{ erased: Erased }>('/api/admin/leads/erase', {
        method: 'POST',
        body: { email: address },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const fieldError =
    erase.error instanceof HttpError ? erase.error.fieldErrors.email?.[0] : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setEmail('');
          erase.reset();
        }
      }}
    >
      <Dialog.Trigger className={adminButton('secondary', 'text-red-700')}>
        <Trash2 className="size-4" aria-hidden="true" />
        Erase a person’s data
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-card">
          <Dialog.Title className="text-lg font-bold text-brand-950">
            Erase a person’s data
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            Deletes every contact message, request, sign-up and waiting-list entry with this e-mail
            address, and any notification still waiting to be sent about them. This cannot be
            undone. The erasure is recorded in the audit log without the address.
          </Dialog.Description>
          {erase.isSuccess ? (
            <div className="mt-5 space-y-5">
              <FormAlert tone="success">{describe(erase.data.erased)}</FormAlert>
              <div className="flex justify-end">
                <Dialog.Close className={adminButton('primary')}>Done</Dialog.Close>
              </div>
            </div>
          ) : (
            <form
              noValidate
              className="mt-5 space-y-5"
              onSubmit={(event) => {
                event.preventDefault();
                erase.mutate(email.trim());
              }}
            >
              <Input
                density="compact"
                label="E-mail address"
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={fieldError}
              />
              {erase.isError && !fieldError && (
                <FormAlert tone="error">{errorMessage(erase.error)}</FormAlert>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close className={adminButton('secondary')}>Cancel</Dialog.Close>
                <AdminButton
                  type="submit"
                  tone="danger"
                  disabled={!email.trim() || erase.isPending}
                >
                  {erase.isPending && (
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  )}
                  Erase permanently
                </AdminButton>
              </div>
            </form>
          )}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-8 place-items-center rounded-lg text-muted hover:bg-page-grey"
          >
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
