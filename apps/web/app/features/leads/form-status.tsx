import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { fieldSummary } from './server-errors';

/** The outcome of a submission: a success is a green status message, a failure a red alert. */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: 'success' | 'error';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn(
        'flex items-start gap-2.5 rounded-xl px-4 py-3 text-sm font-medium ring-1',
        tone === 'success'
          ? 'bg-green-50 text-green-800 ring-green-200'
          : 'bg-red-50 text-red-800 ring-red-200',
        className,
      )}
    >
      <Icon className="mt-px size-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/**
 * The alert under a lead form: the spec's success or failure message after a submission, or a
 * summary when the visitor's input has fields to fix.
 */
export function OutcomeAlerts({
  outcome,
  messages,
  invalidFields,
}: {
  outcome: 'success' | 'error' | undefined;
  messages: { success: string; failure: string };
  /** Fields marked invalid after an attempt (0 before the first submit). */
  invalidFields: number;
}) {
  if (outcome === 'success') return <FormAlert tone="success">{messages.success}</FormAlert>;
  if (outcome === 'error') return <FormAlert tone="error">{messages.failure}</FormAlert>;
  if (invalidFields > 0) return <FormAlert tone="error">{fieldSummary(invalidFields)}</FormAlert>;
  return null;
}

interface SubmitButtonProps {
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}

/** The submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({
  pending,
  disabled,
  label,
  pendingLabel,
  className,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={className}
    >
      {pending && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
