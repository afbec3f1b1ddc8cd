import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useState, type RefObject } from 'react';
import { cn } from '~/ui/cn';
import { useReporterText } from '../i18n/reporter-text';
import { endReporterSession, type FollowUpRecord } from './follow-up-api';
import { FollowUpDetails } from './follow-up-details';
import { FollowUpLogin } from './follow-up-login';

interface FollowUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The follow-up modal: the login view (interaction ID and PIN), then the interaction with its
 * conversation. Closing always returns to the login view and ends the reporter's session, so
 * the next person at this screen sees nothing.
 */
export default function FollowUpDialog({ open, onOpenChange, returnFocusTo }: FollowUpDialogProps) {
  const { text } = useReporterText();
  const [record, setRecord] = useState<FollowUpRecord>();

  function change(next: boolean) {
    if (!next) {
      if (record) void endReporterSession();
      setRecord(undefined);
    }
    onOpenChange(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-[900px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl bg-white shadow-2xl data-[state=open]:animate-[fade-in_200ms_ease-out]',
            record ? 'h-[600px]' : 'h-[550px]',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-8">
            <div>
              <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">
                {text.followUp.eyebrow}
              </p>
              <Dialog.Title className="mt-1 text-xl font-bold tracking-tight text-brand-950">
                {record ? text.followUp.titleRecord : text.followUp.titleLogin}
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label={text.followUp.close}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-950 hover:bg-brand-50"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-8">
            {record ? (
              <FollowUpDetails record={record} onRecord={setRecord} />
            ) : (
              <FollowUpLogin onSuccess={setRecord} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
