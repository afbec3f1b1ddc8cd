import type { CaseDetail } from '@verdantia/domain/trustlink/case-answers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '~/backoffice/confirm-dialog';
import { AdminButton, Panel, formatDateTime } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { caseExportHref, useRecusal, useReinclusion } from './api';

/**
 * Conflicts of interest: anyone working the case can step aside; case managers see that an
 * exclusion applied (a named person stays anonymous) and re-include with a second manager.
 */
export function CaseConflicts({ item }: { item: CaseDetail }) {
  const id = String(item.id);
  const navigate = useNavigate();
  const recusal = useRecusal(id);
  const reinclusion = useReinclusion(id);
  const [asking, setAsking] = useState(false);
  return (
    <Panel className="space-y-4 p-5">
      <section aria-labelledby="conflicts-heading" className="space-y-3">
        <h2 id="conflicts-heading" className="text-base font-semibold text-brand-950">
          Conflicts of interest
        </h2>
        {item.canManage && item.exclusions.length === 0 && (
          <p className="text-sm text-muted">Nobody is excluded from this case.</p>
        )}
        {item.exclusions.length > 0 && (
          <ul className="space-y-3 text-sm">
            {item.exclusions.map((exclusion) => (
              <li key={exclusion.id}>
                <p>
                  {exclusion.reason === 'named'
                    ? 'A staff member named in the report is excluded from this case.'
                    : `${exclusion.name ?? 'A staff member'} stepped aside from this case.`}
                </p>
                <p className="text-muted">{formatDateTime(exclusion.at)}</p>
                {exclusion.reinclusionRequestedBy && (
                  <p className="text-muted">
                    {exclusion.reinclusionRequestedBy} asked to re-include them; another case
                    manager must confirm.
                  </p>
                )}
                <AdminButton
                  tone="secondary"
                  className="mt-2"
                  disabled={reinclusion.isPending}
                  onClick={() => reinclusion.mutate(exclusion.id)}
                >
                  {exclusion.reinclusionRequestedBy ? 'Confirm re-inclusion' : 'Ask to re-include'}
                </AdminButton>
              </li>
            ))}
          </ul>
        )}
        {reinclusion.isError && (
          <FormAlert tone="error">{errorMessage(reinclusion.error)}</FormAlert>
        )}
        <AdminButton tone="secondary" onClick={() => setAsking(true)}>
          Step aside from this case
        </AdminButton>
        {item.canManage && (
          <p>
            <a
              href={caseExportHref(item.id)}
              className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Export the case as a PDF
            </a>
          </p>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Step aside from this case?"
        confirmLabel="Step aside"
        tone="danger"
        pending={recusal.isPending}
        error={recusal.isError ? errorMessage(recusal.error) : undefined}
        onConfirm={() =>
          recusal.mutate(undefined, { onSuccess: () => void navigate('/admin/cases') })
        }
      >
        <p>
          You will no longer see this case or hear about it. Only two case managers together can
          include you again.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
