import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '~/ui/button';
import '~/lib/zod-jitless';

// The dialog, its form library and the shared schema load when a visitor is about to click.
const loadDialog = () => import('./request-info-dialog');
const RequestInfoDialog = lazy(loadDialog);

interface RequestInfoButtonProps {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A "Request info" button any page can place. It opens the request-info modal,
 * whose code is fetched on hover, focus or the first click.
 */
export function RequestInfoButton({
  children = 'Request info',
  variant = 'secondary',
  size,
  className,
}: RequestInfoButtonProps) {
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted, so closing can animate and hand focus back.
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();

  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <RequestInfoDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
