import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@verdantia/domain/staff/accounts';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { http, errorMessage } from '~/lib/http';
import { roleLabels } from '~/backoffice/types';
import { adminButton, formatDateTime, table } from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';

/** Invitations sent and not yet used; withdrawing one makes its link stop working. */
export function PendingInvitations() {
  const client = useQueryClient();
  const invitations = useQuery({
    queryKey: ['admin', 'staff', 'invitations'],
    queryFn: () => http<{ items: Invitation[] }>('/api/admin/staff/invitations'),
  });
  const withdraw = useMutation({
    mutationFn: (invitation: Invitation) =>
      http(`/api/admin/staff/invitations/${invitation.id}`, { method: 'DELETE' }),
    onSuccess: (_data, invitation) => {
      toast.success(`The invitation to ${invitation.email} was withdrawn.`);
      void client.invalidateQueries({ queryKey: ['admin', 'staff', 'invitations'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (invitations.isError) {
    return (
      <FormAlert tone="error" className="m-4" onRetry={() => void invitations.refetch()}>
        {errorMessage(invitations.error)}
      </FormAlert>
    );
  }
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="border-t border-line">
      <h3 className="px-5 pt-4 pb-2 text-sm font-semibold text-brand-950">Pending invitations</h3>
      <div className={table.wrap}>
        <table className={table.table}>
          <caption className={table.caption}>Invitations not yet accepted</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                E-mail
              </th>
              <th scope="col" className={table.th}>
                Role
              </th>
              <th scope="col" className={`${table.th} hidden sm:table-cell`}>
                Link valid until
              </th>
              <th scope="col" className={table.th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((invitation) => (
              <tr key={invitation.id} className={table.row}>
                <th scope="row" className={`${table.td} font-semibold break-all text-brand-950`}>
                  {invitation.email}
                </th>
                <td className={table.td}>{roleLabels[invitation.role]}</td>
                <td className={`${table.td} hidden whitespace-nowrap text-muted sm:table-cell`}>
                  {formatDateTime(invitation.expiresAt)}
                </td>
                <td className={`${table.td} text-right`}>
                  <button
                    type="button"
                    className={adminButton('danger-ghost', 'h-8 px-2.5')}
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(invitation)}
                  >
                    <X className="size-4" aria-hidden="true" />
                    Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
