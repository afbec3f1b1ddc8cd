import { useSyncExternalStore } from 'react';

/**
 * LEARNER_CREDENTIAL_KEY of the domain, repeated here because the header reads it on every page
 * and the domain module would bring its validation library along (a test keeps the two equal).
 */
export const CREDENTIAL_KEY = 'user-cred';
/** Dispatched on window when this tab stores or removes the credential. */
export const CHANGE_EVENT = 'verdantia:user-cred';

/** Calls onChange when the stored credential changes, in this tab or another. */
export function subscribeToCredential(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const somethingStored = () => {
  try {
    return localStorage.getItem(CREDENTIAL_KEY) !== null;
  } catch {
    return false; // storage blocked: nobody can be signed in
  }
};

/**
 * Whether anything is stored under the credential's key (it may still be expired or unreadable:
 * session.ts decides that). False before hydration. The header asks only this, so the pages of a
 * visitor who never signed in load none of the session code.
 */
export function useCredentialStored(): boolean {
  return useSyncExternalStore(subscribeToCredential, somethingStored, () => false);
}
