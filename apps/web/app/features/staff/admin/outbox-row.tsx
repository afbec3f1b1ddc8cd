import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import type { OutboxMessage } from '~/backoffice/types';
import { AdminButton, Badge, formatDateTime, stacked } from '~/backoffice/ui';
import { errorMessage, http } from '~/lib/http';

const statusBadge = (status: string) =>
  status === 'sent' ? (
    <Badge tone="green">Sent</Badge>
  ) : status === 'failed' ? (
    <Badge tone="red">Failed</Badge>
  ) : (
    <Badge tone="amber">{status === 'sending' ? 'Sending' : 'Waiting'}</Badge>
  );

/** One e-mail: Retry shows that it is working, then what happened, and updates the row. */
export function OutboxRow({ message }: { message: OutboxMessage }) {
  const client = useQueryClient();
  const retry = useMutation({
    // The server answers with the message as it stands after trying (sent, failed or queued).
    mutationFn: () =>
      http<{ message?: OutboxMessage } | undefined>(`/api/admin/outbox/${message.id}/retry`, {
        method: 'POST',
      }).then((answer) => answer?.message),
    onSuccess: (updated) => {
      if (updated?.status === 'sent') toast.success(`Sent to ${message.to}.`);
      else if (updated?.status === 'failed')
        toast.error(
          `Sending to ${message.to} failed again: ${updated.lastError ?? 'no reason given'}.`,
        );
      else toast.success(`The message to ${message.to} will be sent again shortly.`);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
  // A sent message's last error is history: showing it would suggest it still failed.
  const error = message.status === 'sent' ? null : message.lastError;
  return (
    <tr className={stacked.row}>
      <td className={`${stacked.td} whitespace-nowrap text-muted tabular-nums`}>
        {formatDateTime(message.createdAt)}
      </td>
      <th scope="row" className={`${stacked.td} font-normal sm:max-w-md`}>
        <span className="block font-semibold break-words text-brand-950">{message.subject}</span>
        <span className="block break-all text-muted">To {message.to}</span>
        {message.text && (
          <details className="mt-1">
            <summary className="cursor-pointer text-xs font-semibold text-brand-700">
              Show message
            </summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-page-grey p-3 font-sans text-xs break-words whitespace-pre-wrap text-ink">
              {message.text}
            </pre>
          </details>
        )}
        {error && (
          <span className="mt-1 block text-sm break-words text-red-800 lg:hidden">{error}</span>
        )}
      </th>
      <td className={`${stacked.td} inline-block pr-2 sm:table-cell`}>
        {statusBadge(message.status)}
      </td>
      <td
        className={`${stacked.td} inline-block text-muted tabular-nums sm:table-cell sm:text-right sm:text-ink`}
      >
        <span className="sm:hidden">Attempts: </span>
        {message.attempts}
      </td>
      <td className={`${stacked.td} hidden max-w-xs text-red-800 lg:table-cell`}>
        <span className="line-clamp-2 break-words">{error || '—'}</span>
      </td>
      <td className={`${stacked.td} sm:text-right`}>
        {(message.status === 'failed' || message.status === 'queued') && (
          <AdminButton
            tone="secondary"
            className="mt-1 h-8 px-2.5 sm:mt-0"
            disabled={retry.isPending}
            aria-busy={retry.isPending || undefined}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            {retry.isPending ? 'Retrying…' : 'Retry'}
            <span className="sr-only"> sending “{message.subject}”</span>
          </AdminButton>
        )}
      </td>
    </tr>
  );
}
