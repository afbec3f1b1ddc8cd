import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '~/ui/button';
import { useReporterText } from '../i18n/reporter-text';

// The dialog, its table and conversation load when a reporter is about to click, never with
// the landing page itself.
const loadDialog = () => import('./follow-up-dialog');
const FollowUpDialog = lazy(loadDialog);

/** "Follow Up on Interaction": opens the follow-up modal (login, then the interaction). */
export function FollowUpButton() {
  const { text } = useReporterText();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="lg"
        className="bg-white/70"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {text.followUp.button}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <FollowUpDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
