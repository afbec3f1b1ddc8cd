import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from '~/lib/http';
import { twoStepMessages, type TwoStepState } from '@verdantia/domain/staff/two-step';
import type { Staff } from './types';

export const sessionKey = ['admin', 'session'] as const;

/** What the back-office knows about who is signed in; `notice` explains a sign-out it forced. */
export interface SessionState {
  staff: Staff | null;
  /** Where the session stands with the second factor (absent: signed out). */
  twoStep?: TwoStepState;
  notice?: string;
}

/**
 * One client per back-office visit. Any call answered 401 means the session ended (idle timeout,
 * revoked): the session is dropped with the server's message and the shell shows the sign-in
 * form in place, so the person signs in again and carries on where they were.
 */
export function createAdminQueryClient() {
  const endSession = (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      client.setQueryData<SessionState>(sessionKey, { staff: null, notice: error.message });
    }
    // A role that now needs a second factor: the session check sends the person to enrolment.
    if (
      error instanceof HttpError &&
      error.status === 403 &&
      error.message === twoStepMessages.enrolmentRequired
    ) {
      void client.invalidateQueries({ queryKey: sessionKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[1] !== sessionKey[1]) endSession(error);
      },
    }),
    mutationCache: new MutationCache({ onError: endSession }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // A 4xx will not fix itself: show it at once instead of retrying.
        retry: (count, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}
