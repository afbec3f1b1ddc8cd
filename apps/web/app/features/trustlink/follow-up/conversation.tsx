import Paperclip from 'lucide-react/icons/paperclip';
import { cn } from '~/ui/cn';
import { formatDateTime } from '../format';
import { useReporterText } from '../i18n/reporter-text';
import { sessionFileHref, type ConversationEntry } from './follow-up-api';

/** Questions from the case handler and the reporter's remarks, oldest first. */
export function Conversation({ entries }: { entries: ConversationEntry[] }) {
  const { language, text } = useReporterText();
  const t = text.followUp.messages;
  return (
    <section aria-labelledby="conversation-title">
      <h3 id="conversation-title" className="text-base font-semibold text-brand-950">
        {t.title}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.none}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {entries.map((entry) => {
            const staff = entry.from === 'staff';
            return (
              <li
                key={entry.id}
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
                  staff
                    ? 'bg-brand-50 ring-1 ring-brand-100'
                    : 'ml-auto bg-page-grey ring-1 ring-line',
                )}
              >
                <p className="text-xs font-semibold text-muted">
                  {staff ? t.staff : t.you} · {formatDateTime(entry.createdAt, language)}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-ink">{entry.body}</p>
                {entry.attachment && (
                  <a
                    href={sessionFileHref(entry.attachment.id)}
                    download
                    className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-brand-800 underline"
                  >
                    <Paperclip className="size-3.5" aria-hidden="true" />
                    <span className="break-all">{entry.attachment.fileName}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
