import { buildApp, type App } from './app.ts';
import { startCounterSweep } from './auth/counter-store.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { loadEnvFile } from './env-file.ts';
import { createLogger } from './logger.ts';
import { startMailWorker } from './mail/worker.ts';
import { startEvidenceSweep } from './features/trustlink/evidence-sweep.ts';
import { startHandlerDigestJob } from './features/trustlink/notify.ts';
import { startRetentionJob } from './features/trustlink/retention.ts';
import { startReminderJob } from './features/trustlink/reminders.ts';
import { listenFailure } from './listen-failure.ts';

// Start-up: config -> database (migrate, seed) -> app -> listen. Shutdown in reverse order.

const notices: Array<['info' | 'warn', string]> = [];
const envFile = loadEnvFile();
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
if (envFile) logger.info(`read settings from ${envFile}`);
for (const [level, message] of notices) logger[level](message);

const databaseReady = openDatabase(config, logger).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'could not open the database');
  process.exit(1);
});
let app: App | undefined;
let stopping = false;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Listening from the start: a signal while PGlite is still opening must still close it properly,
// or its files may be left inconsistent. SIGHUP too: a closed terminal must not leave the lock.
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Past the grace period, requests still running are cut off and the exit status says so.
  const deadline = setTimeout(() => {
    logger.error(`requests still running after ${config.SHUTDOWN_GRACE_MS} ms; stopping anyway`);
    app?.server.closeAllConnections();
    void databaseReady.then((database) => database.close()).finally(() => process.exit(1));
  }, config.SHUTDOWN_GRACE_MS);
  deadline.unref();
  try {
    if (app) {
      // Readiness turns 503 first, while the server still answers, so balancers move away.
      app.lifecycle.state = 'draining';
      if (config.SHUTDOWN_DRAIN_MS > 0) await sleep(config.SHUTDOWN_DRAIN_MS);
      await app.close(); // stops accepting, lets requests in flight finish, stops the jobs
    }
    await (await databaseReady).close();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// `on`, not `once`: Ctrl-C reaches the server twice (from the terminal and from npm start), and a
// second signal must not kill it half-way through its shutdown.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, shutdown);

const database = await databaseReady;
logger.info({ driver: database.driver }, 'database ready');
try {
  if (!stopping) {
    app = await buildApp(config, { database, logger });
    // Sends the outbox from onReady; app.close() stops it before the database closes.
    startMailWorker(app);
    // Deletes closed TrustLink cases past TRUSTLINK_RETENTION_DAYS, daily.
    startRetentionJob(app);
    // Clears evidence files a crash left without a row (and publishes committed pending ones).
    startEvidenceSweep(app);
    // One e-mail per case handler every few minutes with the count of new reports and remarks.
    startHandlerDigestJob(app);
    // Content-free deadline reminders to assignees (day 5, 80) and case managers (day 7, 90).
    startReminderJob(app);
    // Clears expired sign-in and rate-limit counters kept in PostgreSQL.
    startCounterSweep(app);
  }
  if (!stopping) {
    await app!.listen({ port: config.PORT, host: config.HOST });
    logger.info(`serving on ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT})`);
  }
} catch (error) {
  const known = listenFailure(error, config);
  if (known) logger.fatal(known);
  else logger.fatal({ err: error }, 'could not start the server');
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
