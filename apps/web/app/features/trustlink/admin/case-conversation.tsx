import Lock from 'lucide-react/icons/lock';
import Paperclip from 'lucide-react/icons/paperclip';
import type { CaseDetail } from '@verdantia/domain/trustlink/case-answers';
import { Panel, formatDateTime } from '~/backoffice/ui';
import { cn } from '~/ui/cn';
import { evidenceHref, useAddNote, useSendMessage } from './api';
import { TextForm } from './text-form';

/** Messages the reporter reads (and their replies), then the internal notes they never see. */
export function CaseConversation({ item }: { item: CaseDetail }) {
  const send = useSendMessage(String(item.id));
  const note = useAddNote(String(item.id));
  const closed = item.status === 'closed';
  return (
    <>
      <Panel className="p-5">
        <section aria-labelledby="messages-heading" className="space-y-4">
          <h2 id="messages-heading" className="text-base font-semibold text-brand-950">
            Messages with the reporter
          </h2>
          {item.conversation.length === 0 ? (
            <p className="text-sm text-muted">No messages yet.</p>
          ) : (
            <ol className="space-y-3">
              {item.conversation.map((message) => {
                const staff = message.from === 'staff';
                return (
                  <li
                    key={message.id}
                    className={cn(
                      'max-w-[90%] rounded-xl px-4 py-3 text-sm ring-1',
                      staff ? 'ml-auto bg-brand-50 ring-brand-100' : 'bg-page-grey ring-line',
                    )}
                  >
                    <p className="text-xs font-semibold text-muted">
                      {staff ? 'Case handler' : 'Reporter'} · {formatDateTime(message.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
                    {message.attachment && (
                      <a
                        href={evidenceHref(item.id, message.attachment.id)}
                        download
                        className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-brand-800 underline"
                      >
                        <Paperclip className="size-3.5" aria-hidden="true" />
                        <span className="break-all">{message.attachment.fileName}</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {closed ? (
            <p className="text-sm text-muted">The case is closed: reopen it to write again.</p>
          ) : (
            <TextForm
              label="Question or answer to the reporter"
              hint="The reporter reads this when they follow up; if they left an e-mail, they are told there is an update (never what it says)."
              submitLabel="Send to the reporter"
              emptyMessage="Please write the message."
              fileLabel="Attach a file (optional)"
              send={(body, file) => send.mutateAsync({ body, file })}
            />
          )}
        </section>
      </Panel>
      <Panel className="border-l-4 border-amber-400 p-5">
        <section aria-labelledby="notes-heading" className="space-y-4">
          <h2
            id="notes-heading"
            className="flex items-center gap-2 text-base font-semibold text-brand-950"
          >
            <Lock className="size-4 text-amber-700" aria-hidden="true" />
            Internal notes
          </h2>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            Never shown to the reporter. Only case handlers and administrators can read these.
          </p>
          {item.notes.length > 0 && (
            <ol className="space-y-3">
              {item.notes.map((n) => (
                <li
                  key={n.id}
                  className="rounded-lg bg-page-grey/70 px-3 py-2 text-sm ring-1 ring-line"
                >
                  <p className="text-xs font-semibold text-muted">
                    {n.author ?? 'Staff'} · {formatDateTime(n.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words">{n.body}</p>
                </li>
              ))}
            </ol>
          )}
          <TextForm
            label="Add an internal note"
            hint="For the case file and colleagues only."
            submitLabel="Add note"
            emptyMessage="Please write the note."
            send={(body) => note.mutateAsync(body)}
          />
        </section>
      </Panel>
    </>
  );
}
