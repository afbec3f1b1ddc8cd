import type { Database } from './client.ts';

/**
 * A statement built and prepared once per database, for the busiest queries (the back office's
 * session check and lists, the public forms' writes): Drizzle then skips rebuilding the SQL text each time, and PostgreSQL plans it once per
 * connection. `build` gets the database and must prepare the statement under a unique name
 * (`.prepare(name)`, or the session's `prepareQuery` for raw SQL: mail/outbox.ts).
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
