import { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// A DELETE only marks rows dead: their bytes stay in the table and index files, and in the
// write-ahead log, until something overwrites them. An erasure has to go further.

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Makes rows deleted from these tables unreadable in the database files: VACUUM FULL rewrites
 * each table and its indexes into new files without them (a plain VACUUM only marks the space
 * free, the bytes may stay), then a CHECKPOINT writes everything out. On the embedded database
 * the write-ahead log that still holds the rows is then removed as well; PostgreSQL recycles
 * its own (see the README on erasure and retention). Must run outside a transaction, after the
 * one that deleted the rows has committed.
 */
export async function purgeDeletedRows(db: Database, tables: PgTable[]): Promise<void> {
  const names = sql.join(
    tables.map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  await db.execute(sql`vacuum (full) ${names}`);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    // PGlite checkpoints in this same session, so the setting applies: old segments are deleted
    // rather than renamed for reuse with their contents intact.
    await client.query('set wal_recycle = off');
    try {
      await client.query('select pg_switch_wal()');
      await client.query('checkpoint');
    } finally {
      await client.query('reset wal_recycle');
    }
    return;
  }
  try {
    await db.execute(sql`checkpoint`);
  } catch (error) {
    // CHECKPOINT needs superuser or pg_checkpoint: without it the server's own next checkpoint
    // (checkpoint_timeout, 5 minutes by default) writes the vacuumed tables out.
    if (codeOf(error) !== INSUFFICIENT_PRIVILEGE) throw error;
  }
}

// Drizzle wraps the driver's error (with its SQLSTATE code) as `cause`.
function codeOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.code ?? e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
