import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/backoffice/confirm-dialog';
import { roleLabels, staffRoles, type StaffMember, type StaffRole } from '~/backoffice/types';
import { AdminButton, Badge, formatDateTime, stacked } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';
import { controlClass } from '~/ui/form/control';
import { RemoveStaffDialog } from './remove-dialog';

const isLocked = (member: StaffMember) =>
  member.status === 'locked' ||
  (member.lockedUntil != null && new Date(member.lockedUntil).getTime() > Date.now());

/** One colleague: role (changed only after confirming), lock state and removal. */
export function StaffRow({ member, self }: { member: StaffMember; self: boolean }) {
  const client = useQueryClient();
  const [nextRole, setNextRole] = useState<StaffRole>();
  const who = member.name || member.email;
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'staff'] });
  const changeRole = useMutation({
    mutationFn: (role: StaffRole) =>
      http(`/api/admin/staff/${member.id}`, { method: 'PATCH', body: { role } }),
    onSuccess: (_data, role) => {
      toast.success(`${who} is now ${roleLabels[role].toLowerCase()}.`);
      setNextRole(undefined);
    },
    onSettled: refresh,
  });
  const unlock = useMutation({
    mutationFn: () => http(`/api/admin/staff/${member.id}/unlock`, { method: 'POST' }),
    onSuccess: () => toast.success(`${who} can sign in again.`),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const caseManager = useMutation({
    mutationFn: (grant: boolean) =>
      http(`/api/admin/staff/${member.id}/case-manager`, {
        method: 'PUT',
        body: { caseManager: grant },
      }),
    onSuccess: (_data, grant) =>
      toast.success(
        grant ? `${who} is now a case manager.` : `${who} is no longer a case manager.`,
      ),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  // Needs the admin's own second factor from the last 10 minutes; the server says so otherwise.
  const resetTwoStep = useMutation({
    mutationFn: () => http(`/api/admin/staff/${member.id}/two-step/reset`, { method: 'POST' }),
    onSuccess: () =>
      toast.success(`${who} will set up two-step sign-in again at their next sign-in.`),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const locked = isLocked(member);
  const toAdmin = nextRole === 'admin';

  return (
    <tr className={stacked.row}>
      <th scope="row" className={`${stacked.td} font-normal`}>
        <span className="block font-semibold text-brand-950">
          {who}
          {self && <span className="font-normal text-muted"> (you)</span>}
        </span>
        <span className="block break-all text-muted">{member.email}</span>
      </th>
      <td className={stacked.td}>
        {self ? (
          roleLabels[member.role]
        ) : (
          <>
            <label htmlFor={`role-${member.id}`} className="sr-only">
              Role of {who}
            </label>
            <select
              id={`role-${member.id}`}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => {
                changeRole.reset();
                setNextRole(event.target.value as StaffRole);
              }}
              className={controlClass(false, 'h-9 w-full pr-7 sm:h-8 sm:w-40', 'compact')}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          </>
        )}
        {member.role !== 'editor' && (
          <label className="mt-1.5 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={member.caseManager}
              disabled={caseManager.isPending}
              onChange={(event) => caseManager.mutate(event.target.checked)}
            />
            Case manager<span className="sr-only"> ({who})</span>
          </label>
        )}
      </td>
      <td className={stacked.td}>
        {locked ? <Badge tone="red">Locked</Badge> : <Badge tone="green">Active</Badge>}
      </td>
      <td className={`${stacked.td} hidden whitespace-nowrap text-muted md:table-cell`}>
        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
      </td>
      <td className={`${stacked.td} hidden whitespace-nowrap text-muted lg:table-cell`}>
        {formatDateTime(member.createdAt)}
      </td>
      <td className={`${stacked.td} sm:text-right`}>
        <div className="flex flex-wrap gap-1 pt-1 sm:justify-end sm:pt-0">
          {locked && (
            <AdminButton
              tone="secondary"
              className="h-8 px-2.5"
              disabled={unlock.isPending}
              aria-busy={unlock.isPending || undefined}
              onClick={() => unlock.mutate()}
            >
              <LockOpen className="size-4" aria-hidden="true" />
              Unlock<span className="sr-only"> {who}</span>
            </AdminButton>
          )}
          {!self && (
            <AdminButton
              tone="secondary"
              className="h-8 px-2.5"
              disabled={resetTwoStep.isPending}
              onClick={() => resetTwoStep.mutate()}
            >
              Reset two-step<span className="sr-only"> sign-in of {who}</span>
            </AdminButton>
          )}
          {!self && <RemoveStaffDialog member={member} />}
        </div>
      </td>
      <ConfirmDialog
        open={nextRole !== undefined}
        onOpenChange={(open) => !open && setNextRole(undefined)}
        title={toAdmin ? `Make ${who} an administrator?` : `Change ${who}’s role?`}
        confirmLabel={toAdmin ? 'Yes, make administrator' : 'Change role'}
        tone={toAdmin ? 'danger' : 'primary'}
        pending={changeRole.isPending}
        error={changeRole.isError ? errorMessage(changeRole.error) : undefined}
        onConfirm={() => nextRole && changeRole.mutate(nextRole)}
      >
        {toAdmin ? (
          <p>
            <strong className="text-red-800">
              An administrator can see every lead, invite and remove staff, change anyone’s role and
              read the audit log.
            </strong>{' '}
            Only give this role to someone who needs all of that.
          </p>
        ) : (
          <p>
            {who} will become {nextRole ? roleLabels[nextRole].toLowerCase() : ''} and will see only
            what that role may open, from their next page.
          </p>
        )}
      </ConfirmDialog>
    </tr>
  );
}
