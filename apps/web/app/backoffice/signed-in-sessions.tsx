import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '@verdantia/domain/staff/two-step';
import { http, errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { AdminButton, formatDateTime, Panel } from './ui';

const sessionsKey = ['admin', 'my-sessions'] as const;

/**
 * "Where you're signed in": each session of this member (browser family, when it started and
 * was last used; no IP address is kept), with a sign-out per session and for all but this one.
 */
export function SignedInSessions() {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: () => http<SignedInSession[]>('/api/admin/sessions'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: sessionsKey });
  const endOne = useMutation({
    mutationFn: (id: number) => http(`/api/admin/sessions/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => http('/api/admin/sessions/others', { method: 'DELETE' }),
    onSettled: refresh,
  });
  const failure = endOne.error ?? endOthers.error ?? sessions.error;

  return (
    <Panel className="space-y-4 p-5">
      <h2 id="sessions-heading" className="text-base font-semibold text-brand-950">
        Where you’re signed in
      </h2>
      {failure && <FormAlert tone="error">{errorMessage(failure)}</FormAlert>}
      <ul aria-labelledby="sessions-heading" className="divide-y divide-line">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-semibold text-brand-950">
                {s.browser}
                {s.current && <span className="ml-2 text-brand-700">(this browser)</span>}
              </p>
              <p className="text-muted">
                Signed in {formatDateTime(s.createdAt)} · last seen {formatDateTime(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <AdminButton
                tone="secondary"
                aria-label={`Sign out ${s.browser}, signed in ${formatDateTime(s.createdAt)}`}
                onClick={() => endOne.mutate(s.id)}
              >
                Sign out
              </AdminButton>
            )}
          </li>
        ))}
      </ul>
      {(sessions.data?.length ?? 0) > 1 && (
        <AdminButton tone="secondary" onClick={() => endOthers.mutate()}>
          Sign out everywhere else
        </AdminButton>
      )}
    </Panel>
  );
}
