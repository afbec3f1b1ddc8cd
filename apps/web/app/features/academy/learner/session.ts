import { useSyncExternalStore } from 'react';
import type { AcademySignInResponse } from '@verdantia/domain/academy/learner';
import { CHANGE_EVENT, CREDENTIAL_KEY, subscribeToCredential } from './credential-store';

export { CREDENTIAL_KEY };

/** The whole sign-in answer, kept in local storage as the academy has always stored it. */
export type LearnerCredential = AcademySignInResponse;

function isCredential(value: unknown): value is LearnerCredential {
  const v = value as LearnerCredential | null;
  return typeof v?.token === 'string' && typeof v.user?.userName === 'string';
}

/** The stored credential, or null when absent, unreadable or expired. */
export function readCredential(): LearnerCredential | null {
  if (typeof window === 'undefined') return null;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CREDENTIAL_KEY) ?? 'null');
    return isCredential(value) && !tokenExpired(value.token) ? value : null;
  } catch {
    return null;
  }
}

/** True when the JWT's `exp` has passed (the server decides too; this spares a failed call). */
export function tokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' && payload.exp * 1000 <= now;
  } catch {
    return false;
  }
}

export function saveCredential(credential: unknown) {
  localStorage.setItem(CREDENTIAL_KEY, JSON.stringify(credential));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Signs out on the server too (the token stops working at once, also if it was copied), then
 * forgets it here. `everywhere` ends every browser's session of this learner.
 */
export async function signOut(everywhere = false) {
  const credential = readCredential();
  if (credential) {
    await fetch(everywhere ? '/api/users/sign-out-everywhere' : '/api/users/sign-out', {
      method: 'POST',
      headers: { authorization: `Bearer ${credential.token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  clearCredential();
}

export function clearCredential() {
  localStorage.removeItem(CREDENTIAL_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// Keyed by the raw stored text, so useSyncExternalStore sees a stable snapshot between changes.
let cachedRaw: string | null | undefined;
let cachedCredential: LearnerCredential | null = null;
function snapshot() {
  const raw = localStorage.getItem(CREDENTIAL_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCredential = readCredential();
  }
  return cachedCredential;
}

/** The signed-in learner, kept in step across tabs; null before hydration and when signed out. */
export function useCredential() {
  return useSyncExternalStore(subscribeToCredential, snapshot, () => null);
}
