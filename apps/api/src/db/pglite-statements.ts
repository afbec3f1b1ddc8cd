import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { Parser } from 'pg-protocol/dist/parser.js';
import { serialize } from 'pg-protocol/dist/serializer.js';

// How the app's queries reach the embedded database. PGlite's own `query` parses and plans the
// statement again on every call, in six calls into the database, and copies its table of some
// 320 type parsers whenever a query brings its own (Drizzle always does). On the busiest
// statements (the session check of every back-office request, the lead forms) that was most of
// the time spent. Here each statement text is parsed once, as a named prepared statement of
// the one session PGlite has, and then only bound and executed, in one call; the types are
// read with the query's parsers looked up as they are needed, nothing copied. This is what
// PostgreSQL drivers do with prepared statements; the results are exactly those of `query`.

/** Named statements kept at most; the least recently used is closed beyond that. */
export const MAX_STATEMENTS = 200;

/** Statements worth preparing: reads and writes. Anything else (VACUUM, SET, DDL) runs as before. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** "cached plan must not change result type" (feature_not_supported). */
const PLAN_CHANGED = '0A000';

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

interface Field {
  name: string;
  dataTypeID: number;
}

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

interface BackendMessage {
  name: string;
  [key: string]: unknown;
}

// --- the frontend messages of the extended query protocol, written by pg-protocol's serializer
// (node-postgres's own): one buffer per message, not a typed array per field as before, which
// was a tenth of what a lead write allocated.

/** Bind (all parameters and results as text), Execute and Sync for a prepared statement. */
const bindAndExecute = (name: string, values: Array<string | null>) =>
  Buffer.concat([
    serialize.bind({ statement: name, values }),
    serialize.execute(),
    serialize.sync(),
  ]);

const parseAndDescribe = (name: string, text: string) =>
  Buffer.concat([
    serialize.parse({ name, text }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ]);

const close = (name: string) =>
  Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]);

/** The statements prepared on one PGlite client, and how to run a query through them. */
function namedStatements(client: PGlite) {
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  /**
   * Runs `message` and returns its answers; throws the database's error after the Sync. The
   * answer's bytes are read by pg-protocol (node-postgres's parser), which reads each field as a
   * string straight out of one buffer; PGlite's own parser copies every field into a new buffer
   * first, which was the largest single cost of reading a page of rows.
   */
  async function exchange(message: Uint8Array): Promise<BackendMessage[]> {
    const chunks: Buffer[] = [];
    // The chunk is a view of the database's memory, reused for the next: copied at once.
    await client.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
    });
    const messages: BackendMessage[] = [];
    new Parser().parse(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), (answer) =>
      messages.push(answer as unknown as BackendMessage),
    );
    const error = messages.find((m) => m.name === 'error');
    if (error) throw error;
    return messages;
  }

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last, so the first entry is the one to close.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `app_${(counter += 1)}`;
    const answers = await exchange(parseAndDescribe(name, text));
    const parameters = answers.find((m) => m.name === 'parameterDescription');
    const row = answers.find((m) => m.name === 'rowDescription');
    const statement: Prepared = {
      name,
      paramTypes: (parameters?.dataTypeIDs as number[] | undefined) ?? [],
      fields: ((row?.fields as Field[] | undefined) ?? []).map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      })),
    };
    prepared.set(text, statement);
    if (prepared.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      await exchange(close(oldest.name));
    }
    return statement;
  }

  async function forget(text: string) {
    const statement = prepared.get(text);
    if (!statement) return;
    prepared.delete(text);
    await exchange(close(statement.name)).catch(() => {});
  }

  /** As `query` does it: each parameter by its type's serializer, else as its string. */
  function serialize(statement: Prepared, params: unknown[], options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
  }

  function parse(value: string | null, type: number, options?: QueryOptions): unknown {
    if (value === null) return null;
    const parser = options?.parsers?.[type] ?? client.parsers[type];
    return parser ? parser(value, type) : value;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    /** Outside a transaction: a statement a table change has made stale is prepared again. */
    retryStale: boolean,
  ): Promise<Results<T>> {
    let answers: BackendMessage[];
    let statement: Prepared;
    try {
      statement = await prepare(text);
      answers = await exchange(
        bindAndExecute(statement.name, serialize(statement, params, options)),
      );
    } catch (error) {
      if (error instanceof Error && 'code' in error) {
        // A table changed under the statement so that its rows would change shape (PGlite's
        // `query`, parsing every time, never sees this): it is prepared again, and run again
        // unless in a transaction, which the error has ended.
        if (error.code === PLAN_CHANGED) {
          await forget(text);
          if (retryStale) return run<T>(text, params, options, false);
        }
        // What PGlite's `query` adds to the database's error, for the same messages and logs.
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
    const { fields } = statement;
    const rows: unknown[] = [];
    const result: Record<string, unknown> = { rows, fields, affectedRows: 0 };
    for (const answer of answers) {
      if (answer.name === 'dataRow') {
        const values = answer.fields as Array<string | null>;
        if (options?.rowMode === 'array') {
          rows.push(values.map((value, i) => parse(value, fields[i]!.dataTypeID, options)));
        } else {
          const row: Record<string, unknown> = {};
          values.forEach((value, i) => {
            row[fields[i]!.name] = parse(value, fields[i]!.dataTypeID, options);
          });
          rows.push(row);
        }
      } else if (answer.name === 'commandComplete') {
        // As PGlite reports it: the command, the rows it returned or wrote, and those it wrote.
        const words = (answer.text as string).split(' ');
        const count = Number.parseInt(words[words.length - 1]!, 10);
        result.command = words[0];
        if (!Number.isNaN(count)) {
          result.rowCount = count;
          if (WRITES.has(words[0]!)) result.affectedRows = count;
        }
      }
    }
    return result as unknown as Results<T>;
  }

  /** Whether a query can take this way (what `query` options it may carry is checked too). */
  const handles = (text: string, options?: QueryOptions) =>
    PREPARABLE.test(text) && !options?.blob && !options?.paramTypes && !options?.onNotice;

  return { run, handles };
}

/**
 * The client to give Drizzle on PGlite: the same database, whose reads and writes run as
 * prepared statements (see above). Outside a transaction a query waits for any transaction to
 * end and writes the database files after, as PGlite's `query` does; inside one it runs in turn.
 */
export function drizzleClient(client: PGlite): PGlite {
  const statements = namedStatements(client);

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!statements.handles(text, options)) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        await client._checkReady(); // a close() may have come first
        try {
          return await statements.run<T>(text, params, options, true);
        } finally {
          await client.syncToFs();
        }
      }),
    );
  };

  const inTransaction = (tx: Transaction): Transaction => {
    const wrapped = Object.create(tx) as Transaction;
    wrapped.query = <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (tx.closed) throw new Error('Transaction is closed');
      if (!statements.handles(text, options)) return tx.query<T>(text, params, options);
      return client._runExclusiveQuery(() => statements.run<T>(text, params, options, false));
    };
    return wrapped;
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      // PGlite's methods use private fields: they must run on the client itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
