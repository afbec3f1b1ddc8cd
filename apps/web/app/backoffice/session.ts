import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '~/lib/http';
import { http } from '~/lib/http';
import { sessionKey, type SessionState } from './query-client';
import type { TwoStepState } from '@verdantia/domain/staff/two-step';
import type { Staff } from './types';

async function fetchSession(): Promise<SessionState> {
  try {
    const { staff, twoStep } = await http<{ staff: Staff; twoStep: TwoStepState }>(
      '/api/admin/session',
    );
    return { staff, twoStep };
  } catch (error) {
    // An idle timeout answers with its own message, shown on the sign-in screen even after a
    // reload; a plain "not signed in" needs no explanation.
    if (error instanceof HttpError && error.status === 401)
      return { staff: null, notice: /expired/i.test(error.message) ? error.message : undefined };
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: Infinity });
}

/** The signed-in staff member (inside the shell, where one always is). */
export function useStaff(): Staff {
  const { data } = useSession();
  if (!data?.staff) throw new Error('useStaff outside the signed-in back-office');
  return data.staff;
}

/** Start or end a session on this page: other cached data belonged to the previous person. */
export function useSetSession() {
  const client = useQueryClient();
  return (state: SessionState) => {
    client.removeQueries({ predicate: (query) => query.queryKey[1] !== sessionKey[1] });
    client.setQueryData<SessionState>(sessionKey, state);
  };
}
