/** Where the cookie banner's answer is kept: "true", "false", or nothing when not chosen yet. */
export const COOKIE_KEY = 'cookiesAccepted';

export function readChoice(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_KEY);
  } catch {
    return null; // storage blocked: ask again, harmlessly
  }
}

/** A choice made in another tab, or cleared on the cookie policy, arrives as a storage event. */
export function subscribeToChoice(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
