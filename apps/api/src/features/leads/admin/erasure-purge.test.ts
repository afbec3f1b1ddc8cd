import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { createTestApp } from '../../../test/app.ts';
import { staffWithSession } from '../../../test/staff.ts';

// An erasure must leave nothing readable in the database files: a unique marker is written in
// every kind of lead (and so in their notifications), erased, and then searched for byte by byte.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-erasure-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Files under `dir` (recursively) whose bytes contain `marker`, relative to `dir`. */
function filesContaining(dir: string, marker: string): string[] {
  const needle = Buffer.from(marker);
  const hits: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && fs.readFileSync(file).includes(needle)) {
        hits.push(path.relative(dir, file));
      }
    }
  };
  walk(dir);
  return hits;
}

async function submitLeads(app: App, marker: string) {
  const email = `${marker}@example.org`;
  const forms: Array<[string, object]> = [
    [
      '/api/submit_contact_form',
      {
        name: `Ada ${marker}`,
        companyName: `${marker} Ltd`,
        professionalEmail: email,
        message: `Call me ${marker}`,
      },
    ],
    ['/api/addLead', { email }],
    ['/api/comming_soon', { full_name: `Ada ${marker}`, email, sector: 'Energy', country: 'UK' }],
    [
      '/api/waiting-list',
      { firstName: 'Ada', surname: marker, companyName: 'Engines', email, message: marker },
    ],
  ];
  for (const [url, payload] of forms) {
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, url).toBeLessThan(300);
  }
  return email;
}

async function erase(app: App, email: string) {
  const { cookie } = await staffWithSession(app, 'admin');
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/leads/erase',
    headers: { cookie },
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().erased).toMatchObject({ contact: 1, newsletter: 1, earlyAccess: 1 });
}

describe.skipIf(onPostgres)('erasure on the embedded database', () => {
  it(
    'leaves the marker in no file of DATA_DIR: tables, indexes or write-ahead log',
    { timeout: 180_000 },
    async () => {
      const config = {
        ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, () => {}),
        WEB_DIST: path.join(os.tmpdir(), 'verdantia-test-no-web-build'),
      };
      const app = await buildApp(config);
      const marker = uniqueMarker();
      try {
        const email = await submitLeads(app, marker);
        await app.db.execute(sql`checkpoint`);
        // The scan would see the marker if it were there.
        expect(filesContaining(dataDir, marker).length).toBeGreaterThan(0);

        await erase(app, email);
        expect(filesContaining(dataDir, marker)).toEqual([]);
      } finally {
        await app.close();
      }
      expect(filesContaining(dataDir, marker)).toEqual([]);
    },
  );
});

describe.runIf(onPostgres)('erasure on PostgreSQL', () => {
  it("leaves the marker in none of the database's relation files", async () => {
    const app = await createTestApp();
    const marker = uniqueMarker();
    try {
      const email = await submitLeads(app, marker);
      const result = await app.db.execute(
        sql`select current_setting('data_directory') as dir, oid::text as oid
            from pg_database where datname = current_database()`,
      );
      const rows = (result as unknown as { rows: Array<{ dir: string; oid: string }> }).rows;
      const base = path.join(rows[0]!.dir, 'base', rows[0]!.oid);
      // The server's files are readable only when the tests run as its owner or root (CI does).
      const readable = canRead(base);
      if (readable) {
        await app.db.execute(sql`checkpoint`);
        expect(filesContaining(base, marker).length).toBeGreaterThan(0);
      }
      await erase(app, email);
      if (readable) expect(filesContaining(base, marker)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

/** Letters only (the waiting list takes it as a surname), unlikely anywhere by chance. */
function uniqueMarker() {
  return `Erasure${[...randomBytes(12)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

function canRead(dir: string) {
  try {
    fs.readdirSync(dir);
    return true;
  } catch {
    return false;
  }
}
