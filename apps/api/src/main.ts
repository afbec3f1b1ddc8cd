import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { createLogger } from './logger.ts';
import { startMailWorker } from './mail/worker.ts';
import { startRetentionJob } from './features/trustlink/retention.ts';

// Start-up: config -> database (migrate, seed) -> app -> listen. Shutdown in reverse order.

const notices: Array<['info' | 'warn', string]> = [];
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
for (const [level, message] of notices) logger[level](message);

const databaseReady = openDatabase(config, logger).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'could not open the database');
  process.exit(1);
});
let app: App | undefined;
let stopping = false;

// Listening from the start: a signal while PGlite is still opening must still close it properly,
// or its files may be left inconsistent.
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  try {
    await app?.close(); // stops accepting, lets in-flight requests finish
    await (await databaseReady).close();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

const database = await databaseReady;
logger.info({ driver: database.driver }, 'database ready');
try {
  if (!stopping) {
    app = await buildApp(config, { database, logger });
    // Sends the outbox from onReady; app.close() stops it before the database closes.
    startMailWorker(app);
    // Deletes closed TrustLink cases past TRUSTLINK_RETENTION_DAYS, daily.
    startRetentionJob(app);
  }
  if (!stopping) {
    await app!.listen({ port: config.PORT, host: config.HOST });
    logger.info(`serving on ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT})`);
  }
} catch (error) {
  logger.fatal({ err: error }, 'could not start the server');
  await app?.close().catch(() => {});
  await database.close();
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig(process.env, (level, message) => notices.push([level, message]));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message); // before the logger exists: plain text for a human
    process.exit(1);
  }
}
