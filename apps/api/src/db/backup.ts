import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { withRelativeNames } from './tar-names.ts';
import { createDatabase, pgliteDir } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

// Backups of the embedded database. PGlite's files are only consistent while one process has
// them open and flushed, so both directions take the lock on DATA_DIR: a backup is made with the
// server stopped (a copy of the folder taken while it writes could be torn), and a restore never
// replaces files under a running server.

/** Thrown for a backup or restore that cannot go ahead; the message says why, for a person. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const hasDatabase = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Writes a consistent copy of DATA_DIR's database to `file` (a tar.gz of PGlite's data folder,
 * readable by the owner only). Opening the database first replays its log after a crash.
 * @throws DataDirLockedError while the server (or another command) has it open.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!hasDatabase(pgliteDir(dataDir))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  const database = await createDatabase({ DATA_DIR: dataDir });
  try {
    if (database.driver !== 'pglite') throw new BackupError('Not an embedded database.');
    await database.client.query('checkpoint');
    const dump = await database.client.dumpDataDir('none');
    const bytes = gzipSync(withRelativeNames(new Uint8Array(await dump.arrayBuffer())));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written aside and renamed, so a half-written file never looks like a backup.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes, { mode: 0o600 });
    fs.renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/**
 * Replaces DATA_DIR's database with the one in a backup file. The backup is unpacked and opened
 * beside the live folder first, so a bad file changes nothing.
 * @param force replace a database that is already there (it is kept, renamed, not deleted).
 * @returns where the replaced database was moved, if there was one.
 * @throws DataDirLockedError while the server has DATA_DIR open; BackupError otherwise.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  { force = false } = {},
): Promise<{ replacedTo?: string }> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const target = pgliteDir(dataDir);
    if (hasDatabase(target) && !force) {
      throw new BackupError(
        `${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to ` +
          'replace it (the current one is kept beside it, renamed).',
      );
    }
    const staging = `${target}.restoring-${stamp()}`;
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    try {
      const client = await PGlite.create(staging, {
        loadDataDir: new Blob([fs.readFileSync(file)]),
      });
      await client.query('select count(*) from pg_class');
      await client.close();
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`${file} is not a readable backup: ${(error as Error).message}`);
    }
    let replacedTo: string | undefined;
    if (fs.existsSync(target)) {
      replacedTo = `${target}.replaced-${stamp()}`;
      fs.renameSync(target, replacedTo);
    }
    fs.renameSync(staging, target);
    return replacedTo ? { replacedTo } : {};
  } finally {
    await unlock();
  }
}
