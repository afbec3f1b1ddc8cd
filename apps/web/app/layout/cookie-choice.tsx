import { useState, useSyncExternalStore } from 'react';
import { Button } from '~/ui/button';
import { COOKIE_KEY, readChoice, subscribeToChoice } from './cookie-store';

/** Removes the stored banner answer; the banner (listening for storage events) asks again. */
export function CookieChoice() {
  const [cleared, setCleared] = useState(false);
  const stored = useSyncExternalStore(subscribeToChoice, readChoice, () => undefined);
  const describe: Record<string, string> = {
    true: 'You have accepted cookies on this browser.',
    false: 'You have declined cookies on this browser.',
  };
  const clear = () => {
    try {
      localStorage.removeItem(COOKIE_KEY);
    } catch {
      // storage blocked: nothing is stored, so there is nothing to clear
    }
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_KEY }));
    setCleared(true);
  };
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <p className="text-base text-ink">
        {stored === undefined
          ? 'Checking your current choice…'
          : stored === null
            ? 'No cookie choice is stored on this browser.'
            : (describe[stored] ?? 'A cookie choice is stored on this browser.')}
      </p>
      <Button className="mt-4" onClick={clear}>
        Change cookie choice
      </Button>
      <p role="status" className="mt-3 text-sm text-brand-800">
        {cleared && 'Your choice has been cleared. The cookie banner will ask you again.'}
      </p>
    </div>
  );
}
