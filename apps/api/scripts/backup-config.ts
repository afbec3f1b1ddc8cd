// What backup and restore share: the server's configuration, and the advice they give instead
// when the data live in PostgreSQL.
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from '../src/config.ts';
import { loadEnvFile } from '../src/env-file.ts';

/** DATA_DIR of the embedded database, or undefined after printing why there is none. */
export function dataDirOrAdvice(postgresCommand: string): string | undefined {
  loadEnvFile(); // the server's own settings
  let config;
  try {
    // Without ADMIN_*: they do not matter here and must not stop a backup.
    config = loadConfig(
      { ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
      () => {},
    );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: the data live in PostgreSQL, so this command copies nothing. Use the ' +
        `server's tools, e.g.:\n  ${postgresCommand}\nor your provider's managed backups ` +
        '(point-in-time recovery).',
    );
    return undefined;
  }
  if (config.DATA_DIR === MEMORY_DATA_DIR) {
    console.error('DATA_DIR=memory:// keeps nothing on disk: there is nothing to back up.');
    return undefined;
  }
  return config.DATA_DIR;
}
