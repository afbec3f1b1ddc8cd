import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

// Relative to this module: src/db/migrations from source, dist/migrations from the bundle
// (build.mjs copies the folder next to dist/main.js).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_104_221;

/** Applies the committed SQL migrations that have not run yet. */
export async function migrateDatabase(
  database: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: folder });
    return;
  }
  // Instances starting together against one PostgreSQL take turns: the advisory lock is held
  // on one dedicated connection for the whole run.
  const connection = await database.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder: folder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}
