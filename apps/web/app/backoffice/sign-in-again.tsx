import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { HttpError } from '~/lib/http';
import { SignInForm } from './sign-in-form';

/**
 * When a save is refused because the session has ended, the person signs in again in a dialog
 * over their work, and the save runs again at once: nothing typed is lost.
 */
export function useSignInAgain() {
  const [notice, setNotice] = useState<string>();
  const retry = useRef<() => void>(undefined);

  /** True when `error` was an ended session: the dialog opens and `again` runs after sign-in. */
  function handled(error: unknown, again: () => void) {
    if (!(error instanceof HttpError && error.status === 401)) return false;
    retry.current = again;
    setNotice(error.message || 'Your session has ended. Please sign in again.');
    return true;
  }

  const dialog = (
    <Dialog.Root open={notice !== undefined} onOpenChange={(open) => !open && setNotice(undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-card">
          <Dialog.Title className="text-lg font-bold text-brand-950">Sign in to save</Dialog.Title>
          <Dialog.Description className="mt-2 mb-5 text-sm text-muted">
            Your changes are kept. Sign in again and they will be saved straight away.
          </Dialog.Description>
          <SignInForm
            notice={notice}
            onSignedIn={() => {
              setNotice(undefined);
              retry.current?.();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );

  return { handled, dialog };
}
