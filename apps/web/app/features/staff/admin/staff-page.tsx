import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { DataTable } from '~/backoffice/data-table';
import { useStaff } from '~/backoffice/session';
import type { StaffMember } from '~/backoffice/types';
import { EmptyState, PageHeader, Panel, TableSkeleton } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { StaffRow } from './staff-row';

const columns = [
  'Person',
  'Role',
  'Status',
  { label: 'Last sign-in', className: 'hidden md:table-cell' },
  { label: 'Joined', className: 'hidden lg:table-cell' },
  { label: 'Actions', srOnly: true },
] as const;

/** Staff accounts: invite, change a role, unlock, remove. Administrators only. */
export function StaffPage() {
  const me = useStaff();
  const staff = useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: () => http<StaffMember[]>('/api/admin/staff'),
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Staff"
        description="Administrators manage everything; case handlers work TrustLink; editors publish the blog, news and courses."
      />
      <Panel>
        <InviteForm />
        <PendingInvitations />
      </Panel>
      <Panel>
        <h2 className="px-5 pt-4 pb-3 text-base font-semibold text-brand-950">Team</h2>
        {staff.isError && (
          <FormAlert tone="error" className="m-4" onRetry={() => void staff.refetch()}>
            {errorMessage(staff.error)}
          </FormAlert>
        )}
        {staff.isPending && <TableSkeleton columns={5} rows={4} />}
        {staff.data?.length === 0 && <EmptyState icon={Users} title="No staff accounts yet" />}
        {staff.data && staff.data.length > 0 && (
          <DataTable caption="Staff accounts" columns={columns}>
            {staff.data.map((member) => (
              <StaffRow key={member.id} member={member} self={member.id === me.id} />
            ))}
          </DataTable>
        )}
      </Panel>
    </div>
  );
}
