import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey } from '@verdantia/domain/staff/two-step';
import { useState, type FormEvent } from 'react';
import { http, errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input } from '~/ui/form/inputs';
import { AdminButton, formatDateTime, Panel } from './ui';

const passkeysKey = ['admin', 'my-passkeys'] as const;

/** One's passkeys: add one (named), rename or remove it. A passkey signs in on its own. */
export function PasskeysPanel() {
  const client = useQueryClient();
  const passkeys = useQuery({
    queryKey: passkeysKey,
    queryFn: () => http<Passkey[]>('/api/admin/passkeys'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: passkeysKey });
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: async (passkeyName: string) => {
      const optionsJSON = await http<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/api/admin/passkeys/registration/options',
        { method: 'POST' },
      );
      const response = await startRegistration({ optionsJSON });
      return http('/api/admin/passkeys/registration/verify', {
        method: 'POST',
        body: { name: passkeyName, response },
      });
    },
    onSuccess: () => setName(''),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => http(`/api/admin/passkeys/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: (p: { id: number; name: string }) =>
      http(`/api/admin/passkeys/${p.id}`, { method: 'PATCH', body: { name: p.name } }),
    onSettled: refresh,
  });
  const failure = add.error ?? remove.error ?? rename.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) add.mutate(name.trim());
  }

  return (
    <Panel className="space-y-4 p-5">
      <h2 id="passkeys-heading" className="text-base font-semibold text-brand-950">
        Passkeys
      </h2>
      <p className="text-sm text-muted">
        A passkey on this device (or a security key) signs you in without a password or code.
      </p>
      {failure && <FormAlert tone="error">{errorMessage(failure)}</FormAlert>}
      <ul aria-labelledby="passkeys-heading" className="divide-y divide-line">
        {(passkeys.data ?? []).map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-semibold text-brand-950">{p.name}</p>
              <p className="text-muted">
                Added {formatDateTime(p.createdAt)} · last used {formatDateTime(p.lastUsedAt)}
              </p>
            </div>
            <div className="flex gap-2">
              <AdminButton
                tone="secondary"
                aria-label={`Rename passkey ${p.name}`}
                onClick={() => {
                  const next = window.prompt('New name for this passkey', p.name);
                  if (next?.trim()) rename.mutate({ id: p.id, name: next.trim() });
                }}
              >
                Rename
              </AdminButton>
              <AdminButton
                tone="secondary"
                aria-label={`Remove passkey ${p.name}`}
                onClick={() => remove.mutate(p.id)}
              >
                Remove
              </AdminButton>
            </div>
          </li>
        ))}
      </ul>
      <form aria-label="Add a passkey" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Input
          density="compact"
          label="Passkey name"
          hint="For example “Work laptop”."
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <AdminButton type="submit" tone="primary" disabled={add.isPending}>
          Add a passkey
        </AdminButton>
      </form>
    </Panel>
  );
}
