// `npm run backup [-- --out file.tar.gz]`: a consistent copy of the embedded database in DATA_DIR
// (default backups/verdantia-<time>.tar.gz). Stop the server first: the copy is taken with the
// database closed, and the lock on DATA_DIR refuses while the server runs. With DATABASE_URL the
// PostgreSQL server's own tools do this; the command says how.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDataDir } from '../src/db/backup.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { dataDirOrAdvice } from './backup-config.ts';

const usage = 'Usage: npm run backup [-- --out backups/verdantia.tar.gz]';

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: 'string', short: 'o' } } }).values.out;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const dataDir = dataDirOrAdvice('pg_dump --format=custom --file=verdantia.dump "$DATABASE_URL"');
  if (!dataDir) return 1;
  const file = path.resolve(
    out ?? `backups/verdantia-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  try {
    const { bytes } = await backupDataDir(dataDir, file);
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    console.log(
      'It holds personal data: keep it as safely as the server. Secrets (DATA_KEY) are not in it.',
    );
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server, run the backup, then start it again.`);
      return 1;
    }
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
