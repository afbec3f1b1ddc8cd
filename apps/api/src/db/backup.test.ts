import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';
import { pgliteDir } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './open.ts';
import { newsletterLeads } from './schema/index.ts';

// Opening PGlite on disk takes a while on a busy machine: one flow, a few opens.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const logger = createLogger('silent', { pretty: false });
const emails = ['one@example.org', 'two@example.org', 'three@example.org'];

async function storedEmails(dataDir: string) {
  const database = await openDatabase({ DATA_DIR: dataDir }, logger);
  try {
    const rows = await database.db.select({ email: newsletterLeads.email }).from(newsletterLeads);
    return rows.map((row) => row.email).sort();
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore', () => {
  it('round-trip a database with leads, and refuse while in use or over data', async () => {
    const source = path.join(root, 'source');
    const database = await openDatabase({ DATA_DIR: source }, logger);
    await database.db.insert(newsletterLeads).values(emails.map((email) => ({ email })));
    await database.close();

    const file = path.join(root, 'backups', 'leads.tar.gz');
    const release = await lockDataDir(source);
    await expect(backupDataDir(source, file)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    await backupDataDir(source, file);
    expect(fs.statSync(file).mode & 0o077).toBe(0); // personal data: owner only
    // `tar` lists it without complaint: every entry name is relative.
    const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
    expect(listing.stderr).toBe('');
    expect(listing.stdout).toContain('PG_VERSION');
    expect(listing.stdout.split('\n').filter((name) => name.startsWith('/'))).toEqual([]);

    const target = path.join(root, 'target');
    expect(await restoreDataDir(target, file)).toEqual({});
    expect(await storedEmails(target)).toEqual([...emails].sort());

    const held = await lockDataDir(target);
    await expect(restoreDataDir(target, file, { force: true })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await held();
    await expect(restoreDataDir(target, file)).rejects.toThrow(/already holds a database/);
    await expect(restoreDataDir(target, path.join(root, 'none.tar.gz'))).rejects.toBeInstanceOf(
      BackupError,
    );
    const { replacedTo } = await restoreDataDir(target, file, { force: true });
    expect(fs.readdirSync(replacedTo!)).toContain('PG_VERSION');
    expect(fs.readdirSync(pgliteDir(target))).toContain('PG_VERSION');
  }, 600_000);
});
