import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { http, errorMessage } from '~/lib/http';
import type { StaffMember } from '~/backoffice/types';
import { AdminButton, adminButton } from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';

/** Removing someone ends their sessions at once, so it is confirmed first. */
export function RemoveStaffDialog({ member }: { member: StaffMember }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => http(`/api/admin/staff/${member.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(`${member.name || member.email} no longer has access.`);
      setOpen(false);
      void client.invalidateQueries({ queryKey: ['admin', 'staff'] });
    },
  });
  const who = member.name || member.email;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <Dialog.Trigger className={adminButton('danger-ghost', 'h-8 px-2.5')}>
        <UserMinus className="size-4" aria-hidden="true" />
        Remove<span className="sr-only"> {who}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-card">
          <Dialog.Title className="text-lg font-bold text-brand-950">Remove {who}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {member.email} will be signed out everywhere and can no longer use the back-office.
            Their past actions stay in the audit log.
          </Dialog.Description>
          {remove.isError && (
            <FormAlert tone="error" className="mt-4">
              {errorMessage(remove.error)}
            </FormAlert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={adminButton('secondary')}>Cancel</Dialog.Close>
            <AdminButton tone="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              Remove access
            </AdminButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
