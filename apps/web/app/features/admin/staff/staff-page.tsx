import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { toast } from 'sonner';
import { http, errorMessage } from '~/lib/http';
import { useStaff } from '~/backoffice/session';
import { roleLabels, staffRoles, type StaffMember, type StaffRole } from '~/backoffice/types';
import {
  Badge,
  EmptyState,
  PageHeader,
  Panel,
  TableSkeleton,
  formatDateTime,
  table,
} from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';
import { controlClass } from '~/ui/form/control';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { RemoveStaffDialog } from './remove-dialog';

/** Staff accounts: invite, change a role, remove. Administrators only. */
export function StaffPage() {
  const me = useStaff();
  const client = useQueryClient();
  const staff = useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: () => http<StaffMember[]>('/api/admin/staff'),
  });
  const changeRole = useMutation({
    mutationFn: (change: { member: StaffMember; role: StaffRole }) =>
      http(`/api/admin/staff/${change.member.id}`, {
        method: 'PATCH',
        body: { role: change.role },
      }),
    onSuccess: (_data, { member, role }) =>
      toast.success(`${member.name || member.email} is now ${roleLabels[role].toLowerCase()}.`),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'staff'] }),
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
          <FormAlert tone="error" className="m-4">
            {errorMessage(staff.error)}
          </FormAlert>
        )}
        {staff.isPending && <TableSkeleton columns={5} rows={4} />}
        {staff.data?.length === 0 && <EmptyState icon={Users} title="No staff accounts yet" />}
        {staff.data && staff.data.length > 0 && (
          <div className={table.wrap}>
            <table className={table.table}>
              <caption className={table.caption}>Staff accounts</caption>
              <thead>
                <tr>
                  <th scope="col" className={table.th}>
                    Person
                  </th>
                  <th scope="col" className={table.th}>
                    Role
                  </th>
                  <th scope="col" className={table.th}>
                    Status
                  </th>
                  <th scope="col" className={`${table.th} hidden md:table-cell`}>
                    Last sign-in
                  </th>
                  <th scope="col" className={`${table.th} hidden lg:table-cell`}>
                    Joined
                  </th>
                  <th scope="col" className={table.th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.data.map((member) => {
                  const self = member.id === me.id;
                  return (
                    <tr key={member.id} className={table.row}>
                      <th scope="row" className={`${table.td} font-normal`}>
                        <span className="block font-semibold text-brand-950">
                          {member.name || member.email}
                          {self && <span className="font-normal text-muted"> (you)</span>}
                        </span>
                        <span className="block text-muted">{member.email}</span>
                      </th>
                      <td className={table.td}>
                        {self ? (
                          roleLabels[member.role]
                        ) : (
                          <>
                            <label htmlFor={`role-${member.id}`} className="sr-only">
                              Role of {member.name || member.email}
                            </label>
                            <select
                              id={`role-${member.id}`}
                              value={member.role}
                              disabled={changeRole.isPending}
                              onChange={(event) =>
                                changeRole.mutate({ member, role: event.target.value as StaffRole })
                              }
                              className={controlClass(false, 'h-8 w-40 pr-7', 'compact')}
                            >
                              {staffRoles.map((role) => (
                                <option key={role} value={role}>
                                  {roleLabels[role]}
                                </option>
                              ))}
                            </select>
                          </>
                        )}
                      </td>
                      <td className={table.td}>
                        {member.status === 'locked' ? (
                          <Badge tone="red">Locked</Badge>
                        ) : (
                          <Badge tone="green">Active</Badge>
                        )}
                      </td>
                      <td
                        className={`${table.td} hidden whitespace-nowrap text-muted md:table-cell`}
                      >
                        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
                      </td>
                      <td
                        className={`${table.td} hidden whitespace-nowrap text-muted lg:table-cell`}
                      >
                        {formatDateTime(member.createdAt)}
                      </td>
                      <td className={`${table.td} text-right`}>
                        {!self && <RemoveStaffDialog member={member} />}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </div>
  );
}
