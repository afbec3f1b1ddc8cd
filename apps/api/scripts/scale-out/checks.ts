import { interactionFields, multipartBody, TEST_PIN } from '../../src/test/trustlink.ts';
import type { Instance } from './instances.ts';
import { signInStaff } from '../../../../scripts/staff-sign-in.mjs';

export interface Admin {
  email: string;
  password: string;
}

/** One client's requests, as seen through a proxy that the instances trust. */
const from = (client: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': client,
  ...headers,
});

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** Password, then the second factor (enrolled at the first sign-in), from one client. */
export async function signIn(url: string, admin: Admin, client = '192.0.2.10') {
  return signInStaff(url, admin, from(client));
}

/** A staff session made through A is honoured by B (sessions live in the database). */
export async function sessionAcross(a: Instance, b: Instance, admin: Admin) {
  const { status, cookie } = await signIn(a.url, admin);
  const onB = await fetch(`${b.url}/api/admin/dashboard`, { headers: { cookie } });
  return {
    ok: status === 200 && onB.status === 200,
    detail: `sign-in on A ${status}, dashboard on B ${onB.status}`,
    cookie,
  };
}

/** Five wrong passwords from one client on A lock that client out on B too (shared counters). */
export async function lockoutAcross(a: Instance, b: Instance, admin: Admin) {
  const client = '198.51.100.23';
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { body, headers } = json({ email: admin.email, password: `wrong password ${i}` });
    const response = await fetch(`${a.url}/api/admin/session`, {
      method: 'POST',
      body,
      headers: from(client, headers),
    });
    statuses.push(response.status);
  }
  const locked = await signIn(b.url, admin, client);
  const owner = await signIn(b.url, admin, '192.0.2.11');
  return {
    ok:
      statuses.every((s) => s === 401 || s === 429) &&
      locked.status === 429 &&
      owner.status === 200,
    detail: `wrong passwords on A: ${statuses.join(',')}; right password on B from that client ${locked.status}, from another ${owner.status}`,
  };
}

// A 1×1 PNG: the upload route checks the type by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An image uploaded through A downloads through B (S3 storage shared). */
export async function uploadAcross(a: Instance, b: Instance, cookie: string) {
  const { payload, headers } = multipartBody(
    {},
    { content: PNG, filename: 'pixel.png', type: 'image/png', field: 'file' },
  );
  const upload = await fetch(`${a.url}/api/admin/uploads`, {
    method: 'POST',
    body: payload,
    headers: { ...headers, cookie },
  });
  const { url } = (await upload.json()) as { url?: string };
  const download = url ? await fetch(`${b.url}${url}`) : undefined;
  const same = download?.ok && Buffer.from(await download.arrayBuffer()).equals(PNG);
  return {
    ok: upload.status === 201 && Boolean(same),
    detail: `upload on A ${upload.status}, download on B ${download?.status ?? 'none'}${same ? ' (same bytes)' : ''}`,
  };
}

/** A TrustLink report sent through A is opened with its ID and PIN through B. */
export async function trustlinkAcross(a: Instance, b: Instance) {
  const { payload, headers } = multipartBody(interactionFields(), {
    content: Buffer.from('Notes taken on the night of 14 May.\n'),
    filename: 'notes.txt',
    type: 'text/plain',
  });
  const sent = await fetch(`${a.url}/api/stakeholder-interactions`, {
    method: 'POST',
    body: payload,
    headers: from('192.0.2.12', headers),
  });
  const { interactionId } = (await sent.json()) as { interactionId?: string };
  const { body, headers: jsonHeaders } = json({ intId: interactionId, password: TEST_PIN });
  const follow = await fetch(`${b.url}/api/stakeholder-interactions/followUp`, {
    method: 'POST',
    body,
    headers: from('192.0.2.12', jsonHeaders),
  });
  return {
    ok: sent.status === 201 && follow.status === 200,
    detail: `report on A ${sent.status}, follow-up on B ${follow.status}`,
  };
}

/** Every lead address the database holds, read through the admin CSV export. */
export async function storedLeadEmails(url: string, cookie: string) {
  const csv = await fetch(`${url}/api/admin/leads/export.csv`, { headers: { cookie } });
  if (!csv.ok) throw new Error(`the lead export answered ${csv.status}`);
  return new Set((await csv.text()).match(/scale-[0-9a-f]+@example\.org/g) ?? []);
}
