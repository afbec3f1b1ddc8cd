import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useStaff } from '~/backoffice/session';
import type { StaffMember } from '~/backoffice/types';
import { EmptyState, PageHeader, Panel, TableSkeleton, stacked } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { StaffRow } from './staff-row';

const columns = ['Person', 'Role', 'Status', 'Last sign-in', 'Joined'];
const hiddenBelow: Record<string, string> = {
  'Last sign-in': 'md:table-cell hidden',
  Joined: 'lg:table-cell hidden',
};

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
          <table className={stacked.table}>
            <caption className={stacked.caption}>Staff accounts</caption>
            <thead className={stacked.thead}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`${stacked.th} ${hiddenBelow[column] ?? ''}`}
                  >
                    {column}
                  </th>
                ))}
                <th scope="col" className={stacked.th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={stacked.tbody}>
              {staff.data.map((member) => (
                <StaffRow key={member.id} member={member} self={member.id === me.id} />
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}
