import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * A statement built and prepared once per database, for the busiest queries (the back office's
 * session check and lists, the public forms' writes): Drizzle then skips rebuilding the SQL text each time, and PostgreSQL plans it once per
 * connection. `build` gets the database and must prepare the statement under a unique name
 * (`.prepare(name)`, or `prepareSql` for raw SQL: mail/outbox.ts).
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

const dialect = new PgDialect();

/**
 * Raw SQL prepared under `name` (for preparedOnce): executing it binds the placeholders' values
 * and resolves with the driver's result (`rows`).
 */
export function prepareSql(db: Database, query: SQL, name: string) {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}
