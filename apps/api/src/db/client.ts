import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { MEMORY_DATA_DIR, type Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { drizzleClient } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle database services use; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

interface HandleBase {
  db: Database;
  /** Idempotent: closes PGlite (flushing it to disk) or ends the pg pool. */
  close(): Promise<void>;
}
/** An open database plus its raw client (the migrator needs the driver-specific one). */
export type DatabaseHandle =
  | (HandleBase & { driver: 'pglite'; client: PGlite })
  | (HandleBase & { driver: 'postgres'; client: pg.Pool });

export interface CreateDatabaseOptions {
  /** Force an in-memory PGlite whatever DATA_DIR says (tests). */
  inMemory?: boolean;
  /** Called when an idle PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pglite
 * (or in memory for DATA_DIR=memory://), holding the lock on DATA_DIR until closed.
 * @throws DataDirLockedError when another process has the embedded database open.
 */
export async function createDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL && !options.inMemory) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
    // Without a listener an idle client's network error would crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    try {
      await pool.query('select 1'); // fail at start-up, with the driver's message, not on first use
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      driver: 'postgres',
      client: pool,
      db: drizzlePostgres({ client: pool, schema }),
      close: once(() => pool.end()),
    };
  }

  const inMemory = options.inMemory || config.DATA_DIR === MEMORY_DATA_DIR;
  let dataDir: string | undefined;
  let unlock = async () => {};
  if (!inMemory) {
    unlock = await lockDataDir(config.DATA_DIR);
    dataDir = pgliteDir(config.DATA_DIR);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    driver: 'pglite',
    client,
    db: drizzlePglite({ client: drizzleClient(client), schema }),
    close: once(async () => {
      await client.close();
      await unlock(); // only once PGlite has written everything
    }),
  };
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
