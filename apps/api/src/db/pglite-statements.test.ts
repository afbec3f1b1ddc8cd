import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleClient, MAX_STATEMENTS } from './pglite-statements.ts';

// The prepared-statement client must answer exactly as PGlite's own `query`: the same rows,
// fields, counts and errors, with and without the per-query parsers Drizzle sends.

const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

describe('PGlite prepared statements', () => {
  let raw: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    raw = await PGlite.create();
    client = drizzleClient(raw);
    await raw.exec(`create table items (
      id serial primary key, name text unique not null, at timestamptz not null default now(),
      doc jsonb, tags text[]
    )`);
  });
  afterAll(() => raw.close());

  const same = async (text: string, params: unknown[] = [], options?: object) => {
    const expected = await raw.query(text, params, options);
    const actual = await client.query(text, params, options);
    expect(actual).toEqual(expected);
    return actual;
  };

  it('answers as query does: rows as objects or arrays, types parsed, counts', async () => {
    await raw.query(`insert into items (name, doc, tags) values ('a', '{"x":1}', '{p,q}')`);
    const inserted = await client.query(
      'insert into items (name, doc, tags) values ($1, $2, $3) returning id, name, doc, tags',
      ['b', { x: 2 }, ['r', null]],
    );
    expect(inserted).toMatchObject({
      rows: [{ id: 2, name: 'b', doc: { x: 2 }, tags: ['r', null] }],
      affectedRows: 1,
      rowCount: 1,
      command: 'INSERT',
    });
    await same('select * from items order by id');
    await same('select * from items where name = $1', ['a'], { rowMode: 'array' });
    await same('select id, at from items where id > $1', [0], asText);
    await same('select id, at from items where id > $1', [0], { ...asText, rowMode: 'array' });
    await same('update items set doc = $1 where id = $2', [null, 1]);
    await same('with gone as (delete from items where name = $1 returning id) select 1', ['none']);
  });

  it('reads text of any script, and answers the database writes in many pieces', async () => {
    // The answer's bytes are parsed here, not by PGlite: multi-byte characters must survive
    // whole, and an answer the database writes in many pieces must be read as one.
    await same(`select $1::text as word, length($1::text) as n`, ['Zoë 💚 ünïcode — 東京']);
    const many = await same(
      `select i, repeat(chr(233) || '💚', 300) as text, null::text as nothing
       from generate_series(1, 4000) as i`,
    );
    expect(many.rows).toHaveLength(4000);
    expect(many.rows[3999]).toEqual({ i: 3999 + 1, text: 'é💚'.repeat(300), nothing: null });
  });

  it('throws the database error, and goes on working after it', async () => {
    const text = 'insert into items (name) values ($1)';
    const error = await client.query(text, ['a']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: text, params: ['a'] });
    // What the app reads of a database error (db/errors.ts, the logs) is as PGlite gives it.
    const expected = await raw.query(text, ['a']).catch((e: unknown) => e);
    for (const field of ['message', 'code', 'detail', 'constraint', 'table', 'severity'] as const) {
      expect((error as Record<string, unknown>)[field]).toEqual(
        (expected as Record<string, unknown>)[field],
      );
    }
    expect(error).toBeInstanceOf(Error);
    await expect(client.query('select nonsense from items')).rejects.toMatchObject({
      code: '42703',
    });
    await expect(client.query(text, ['c'])).resolves.toMatchObject({ affectedRows: 1 });
  });

  it('runs in transactions, and a rolled-back write is gone', async () => {
    await client
      .transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['in-tx']);
        const { rows } = await tx.query('select count(*)::int as n from items where name = $1', [
          'in-tx',
        ]);
        expect(rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    const { rows } = await client.query('select count(*)::int as n from items where name = $1', [
      'in-tx',
    ]);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps working past its statement limit, closing the least recently used', async () => {
    for (let i = 0; i <= MAX_STATEMENTS + 5; i++) {
      const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    const { rows } = await raw.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(MAX_STATEMENTS);
    await same('select * from items order by id');
  });

  it('prepares a statement again when a table change has made it stale', async () => {
    await raw.exec('create table shapes (a int); insert into shapes values (1)');
    await expect(client.query('select * from shapes')).resolves.toMatchObject({ rows: [{ a: 1 }] });
    await raw.exec('alter table shapes add column b int');
    await expect(client.query('select * from shapes')).resolves.toMatchObject({
      rows: [{ a: 1, b: null }],
    });
  });

  it('refuses to run on a closed database, as query does', async () => {
    const other = await PGlite.create();
    const closed = drizzleClient(other);
    await other.close();
    await expect(closed.query('select 1')).rejects.toThrow('PGlite is closed');
  });

  it('leaves other statements to query', async () => {
    await expect(client.query('set search_path to public')).resolves.toMatchObject({
      command: 'SET',
    });
  });
});
