import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

/** Opens, migrates and seeds the configured database (the path main.ts takes step by step). */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  logger: FastifyBaseLogger,
  options: { inMemory?: boolean } = {},
): Promise<DatabaseHandle> {
  const database = await createDatabase(config, {
    ...options,
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  try {
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db);
    if (seeded.length > 0) logger.info({ seeded }, 'reference data seeded');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
