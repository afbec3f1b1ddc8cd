import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Keeps unsaved work: while `dirty`, leaving the page in the app asks first (the returned
 * blocker drives UnsavedChangesDialog) and reloading or closing the tab gets the browser's own
 * warning. `release` lets a save navigate away at once, before the form has re-rendered clean.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { blocker, release };
}

/** "Leave without saving?" while a navigation waits on the person's answer. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      confirmLabel="Leave and discard changes"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
    >
      <p>You have changes that are not saved yet. If you leave now, they will be lost.</p>
    </ConfirmDialog>
  );
}
