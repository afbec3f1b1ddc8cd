import { Loader2 } from 'lucide-react';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { compactButton } from './control';

interface SubmitButtonProps {
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  /** `compact` for the back-office; the public forms use the large pill. */
  density?: 'site' | 'compact';
}

/** The submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton(props: SubmitButtonProps) {
  const { pending, disabled, label, pendingLabel, className, density = 'site' } = props;
  const content = (
    <>
      {pending && (
        <Loader2
          className={cn('animate-spin', density === 'site' ? 'size-5' : 'size-4')}
          aria-hidden="true"
        />
      )}
      {pending ? pendingLabel : label}
    </>
  );
  if (density === 'compact') {
    return (
      <button
        type="submit"
        disabled={pending || disabled}
        aria-busy={pending || undefined}
        className={compactButton('primary', className)}
      >
        {content}
      </button>
    );
  }
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={className}
    >
      {content}
    </Button>
  );
}
