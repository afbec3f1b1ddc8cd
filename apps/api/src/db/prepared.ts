import type { Database } from './client.ts';

/**
 * A statement built and prepared once per database, for the queries every back-office request
 * runs: Drizzle then skips rebuilding the SQL text each time, and PostgreSQL plans it once per
 * connection. `build` gets the database and must call `.prepare(name)` with a unique name.
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let statement = cache.get(db);
    if (statement === undefined) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
