import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Mail, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { http, errorMessage } from '~/lib/http';
import { kindLabels, type LeadDetail as Detail, type LeadKind } from '~/backoffice/types';
import { Badge, PageHeader, Panel, adminButton, formatDateTime } from '~/backoffice/ui';
import { FormAlert } from '~/ui/form/form-alert';
import { useMarkHandled } from './use-lead-actions';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

export function LeadDetail({ kind, id }: { kind: LeadKind; id: string }) {
  const lead = useQuery({
    queryKey: ['admin', 'lead', kind, id],
    queryFn: () => http<Detail>(`/api/admin/leads/${kind}/${id}`),
  });
  const mark = useMarkHandled();
  const data = lead.data;
  const email =
    data && Object.values(data.fields).find((v) => typeof v === 'string' && v.includes('@'));

  return (
    <div className="space-y-6">
      <Link
        to="/admin/leads"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All leads
      </Link>
      <PageHeader
        title={kindLabels[kind] ?? 'Lead'}
        focusOnOpen
        description={data ? `Received ${formatDateTime(data.createdAt)}` : undefined}
        actions={
          data && (
            <>
              {typeof email === 'string' && (
                <a href={`mailto:${email}`} className={adminButton('secondary')}>
                  <Mail className="size-4" aria-hidden="true" />
                  Reply by e-mail
                </a>
              )}
              <button
                type="button"
                className={adminButton(data.handledAt ? 'secondary' : 'primary')}
                disabled={mark.isPending}
                onClick={() => mark.mutate({ kind, id: data.id, handled: !data.handledAt })}
              >
                {data.handledAt ? (
                  <RotateCcw className="size-4" aria-hidden="true" />
                ) : (
                  <Check className="size-4" aria-hidden="true" />
                )}
                {data.handledAt ? 'Mark as new' : 'Mark handled'}
              </button>
            </>
          )
        }
      />
      {lead.isError && (
        <FormAlert tone="error" onRetry={() => void lead.refetch()}>
          {errorMessage(lead.error)}
        </FormAlert>
      )}
      {lead.isPending && (
        <Panel className="h-64 animate-pulse" role="status" aria-label="Loading" />
      )}
      {data && (
        <Panel>
          <div className="flex items-center gap-3 border-b border-line px-5 py-3 text-sm">
            <span className="font-semibold text-muted">Status</span>
            {data.handledAt ? (
              <Badge tone="grey">Handled {formatDateTime(data.handledAt)}</Badge>
            ) : (
              <Badge tone="amber">New</Badge>
            )}
          </div>
          <dl className="divide-y divide-line">
            {Object.entries(data.fields).map(([label, value]) => (
              <div
                key={label}
                className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
              >
                <dt className="text-sm font-semibold text-muted">{label}</dt>
                <dd className="text-sm break-words whitespace-pre-wrap text-ink">{show(value)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
    </div>
  );
}
