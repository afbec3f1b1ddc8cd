import { useNavigate } from 'react-router';
import { useCallback } from 'react';
import { academyMessages } from '@verdantia/domain/academy/learner';
import { http, HttpError, type HttpOptions } from '~/lib/http';
import { clearCredential, CREDENTIAL_KEY, readCredential } from './session';

export const academyKeys = {
  courses: ['academy', 'courses'] as const,
  myCourses: ['academy', 'my-courses'] as const,
  certificates: ['academy', 'certificates'] as const,
  detail: (courseId: string) => ['academy', 'course', courseId] as const,
  assessment: (courseId: string) => ['academy', 'assessment', courseId] as const,
};

/** Where the sign-in page sends the learner back to, and the message it shows on arrival. */
export interface SignInState {
  message?: string;
  /** An arrival message is a warning unless it says it is good news (an account deleted). */
  tone?: 'success' | 'error';
  from?: string;
}

/**
 * Why the stored credential was last dropped. A page makes several calls at once: the first to
 * find the session over drops the credential, and the others then find none; they must send the
 * learner to sign-in with the same message, not "please sign in" as on a first visit.
 */
let droppedBecause: string | undefined;

/**
 * Academy calls with the learner's bearer token. Without a token, or when the server refuses it
 * (expired, forged), the credential is dropped and the learner goes to sign-in with a message.
 */
export function useAcademyHttp() {
  const navigate = useNavigate();
  return useCallback(
    async <T>(path: string, options: Omit<HttpOptions, 'token'> = {}): Promise<T> => {
      const credential = readCredential();
      const toSignIn = (message: string) => {
        droppedBecause = message;
        clearCredential();
        const state: SignInState = { message, from: location.pathname };
        void navigate('/academy-sign-in', { state });
      };
      if (!credential) {
        // A stored but unusable credential is an expired session; no credential, a first visit.
        const hadOne = localStorage.getItem(CREDENTIAL_KEY) !== null;
        toSignIn(
          hadOne
            ? academyMessages.sessionExpired
            : (droppedBecause ?? academyMessages.signInRequired),
        );
        throw new HttpError(academyMessages.signInRequired, 401);
      }
      droppedBecause = undefined;
      try {
        return await http<T>(path, { ...options, token: credential.token });
      } catch (error) {
        if (error instanceof HttpError && error.status === 401)
          toSignIn(academyMessages.sessionExpired);
        throw error;
      }
    },
    [navigate],
  );
}
