// `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` in place as the
// embedded database of DATA_DIR. Refuses while the server runs, and refuses to replace an
// existing database without --force (which keeps the old one beside it, renamed).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreDataDir } from '../src/db/backup.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { dataDirOrAdvice } from './backup-config.ts';

const usage = 'Usage: npm run restore -- backups/verdantia.tar.gz [--force]';

async function main(): Promise<number> {
  let file: string | undefined;
  let force = false;
  try {
    const args = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
    [file] = args.positionals;
    force = args.values.force ?? false;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!file) {
    console.error(usage);
    return 2;
  }
  const dataDir = dataDirOrAdvice(
    'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" verdantia.dump',
  );
  if (!dataDir) return 1;
  try {
    const { replacedTo } = await restoreDataDir(dataDir, path.resolve(file), { force });
    console.log(`Restored ${path.resolve(file)} into ${dataDir}.`);
    if (replacedTo) {
      console.log(`The database it replaced is in ${replacedTo}; delete it once you are sure.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server, then restore.`);
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
