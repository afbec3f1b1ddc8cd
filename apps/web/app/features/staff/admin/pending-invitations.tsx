import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@verdantia/domain/staff/accounts';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { http, errorMessage } from '~/lib/http';
import { roleLabels } from '~/backoffice/types';
import { DataTable } from '~/backoffice/data-table';
import { adminButton, formatDateTime, stacked } from '~/backoffice/ui';
import { cn } from '~/ui/cn';
import { FormAlert } from '~/ui/form/form-alert';

const columns = [
  'E-mail',
  'Role',
  { label: 'Link valid until', className: 'hidden sm:table-cell' },
  { label: 'Actions', srOnly: true },
] as const;

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
      <DataTable caption="Invitations not yet accepted" columns={columns}>
        {items.map((invitation) => (
          <tr key={invitation.id} className={stacked.row}>
            <th scope="row" className={cn(stacked.td, 'font-semibold text-brand-950')}>
              {invitation.email}
            </th>
            <td
              className={cn(stacked.td, 'inline-block pr-2 text-muted sm:table-cell sm:text-ink')}
            >
              {roleLabels[invitation.role]}
            </td>
            <td className={cn(stacked.wideTd, 'whitespace-nowrap text-muted sm:table-cell')}>
              {formatDateTime(invitation.expiresAt)}
            </td>
            <td className={cn(stacked.td, 'inline-block sm:table-cell sm:text-right')}>
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
      </DataTable>
    </div>
  );
}
