import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const CHECK_TIMEOUT_MS = 2_000;

type Result = 'ok' | 'error';

/** Runs one dependency check; a failure or a hang longer than two seconds counts as an error. */
async function probe(
  name: string,
  log: FastifyBaseLogger,
  check: () => Promise<unknown>,
): Promise<Result> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    log.warn({ err: error, dependency: name }, 'readiness check failed');
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/** The database, the counter store (Redis when configured) and the file storage, in parallel. */
export async function readinessChecks(app: FastifyInstance, log: FastifyBaseLogger) {
  const store = app.counterStore;
  const [database, counters, storage] = await Promise.all([
    probe('database', log, () => app.db.execute(sql`select 1`)),
    probe('counters', log, async () => {
      if (store.kind === 'redis') await store.client.ping();
    }),
    // A key nobody writes: S3 answers "not found", a broken store throws.
    probe('storage', log, () => app.storage.exists('health/ready-probe')),
  ]);
  return { database, counters, storage };
}
