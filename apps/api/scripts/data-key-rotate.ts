// `npm run data-key:rotate`: re-wraps every TrustLink data key under DATA_KEY, reading the old
// wraps with DATA_KEY_PREVIOUS. A rotation, step by step:
//   1. make a new key: openssl rand -base64 32
//   2. set DATA_KEY to the new key and DATA_KEY_PREVIOUS to the old one, restart the servers
//      (they read both, and wrap new cases with the new key);
//   3. run this command (with the same environment);
//   4. remove DATA_KEY_PREVIOUS and restart.
// No report content is decrypted or rewritten, only the wrapped keys. Uses the same configuration
// as the server (DATA_DIR, DATABASE_URL); with the embedded database, stop the server first.
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { loadEnvFile } from '../src/env-file.ts';
import { openDatabase } from '../src/db/open.ts';
import { EnvelopeError } from '../src/crypto/envelope.ts';
import { rewrapDataKeys } from '../src/features/trustlink/rotate-data-keys.ts';
import { ringOf } from '../src/features/trustlink/sealed-case.ts';
import { createLogger } from '../src/logger.ts';

async function main(): Promise<number> {
  loadEnvFile(); // the server's own settings
  let config;
  try {
    config = loadConfig(process.env, () => {});
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (!config.DATA_KEY_PREVIOUS) {
    console.log(
      'DATA_KEY_PREVIOUS is not set: only keys wrapped by DATA_KEY can be read. Set it to the old key to rotate.',
    );
  }
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const result = await rewrapDataKeys(database.db, ringOf(config));
    console.log(
      `Re-wrapped ${result.rewrapped} data key(s) under the current DATA_KEY; ${result.current} already used it. You can now remove DATA_KEY_PREVIOUS.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    console.error(`Rotation stopped: ${error.message}. Nothing already re-wrapped is lost.`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
