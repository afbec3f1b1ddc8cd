import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormAlert } from '~/ui/form/form-alert';
import { adminButton } from './ui';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** `danger` for what cannot be undone; `primary` for a weighty but reversible step. */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  error?: string;
  /**
   * Where focus goes once the dialog closes: by default back to what opened it; call
   * `event.preventDefault()` and focus something else when that is gone (a deleted item's button).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before a step that is hard to undo. An alert dialog: focus starts on Cancel, Escape
 * cancels, and the page behind cannot be used until the person answers.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, children, confirmLabel, onConfirm, pending, error } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={props.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-card"
        >
          <AlertDialog.Title className="text-lg font-bold text-brand-950">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted">{children}</div>
          </AlertDialog.Description>
          {error && (
            <FormAlert tone="error" className="mt-4">
              {error}
            </FormAlert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={adminButton('secondary')}>
              {props.cancelLabel ?? 'Cancel'}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={adminButton(props.tone ?? 'danger')}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {pending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
