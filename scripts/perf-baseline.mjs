// The yardstick `npm run perf` measures the API against: a bare Fastify app doing the same
// database work on the same driver (PGlite in a folder of its own, or PostgreSQL when
// DATABASE_URL is set), with none of the app's plugins, validation or security. On a shared
// machine absolute latencies are mostly noise; the ratio to this is what tells.
//   POST /insert  one row inserted per request (a lead form's work)
//   GET  /list    one page of 20 rows read (a staff list's work)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 3201);
const table = `perf_baseline_${process.pid}`;
const url = process.env.DATABASE_URL;
const folder = url ? undefined : mkdtempSync(join(tmpdir(), 'verdantia-baseline-'));
const db = url ? new pg.Pool({ connectionString: url }) : await PGlite.create(folder);

await db.query(`create table ${table} (
  id serial primary key,
  email text not null,
  created_at timestamptz not null default now()
)`);

const app = Fastify();
app.post('/insert', async (request) => {
  await db.query(`insert into ${table} (email) values ($1) returning id`, [request.body.email]);
  return { message: 'ok' };
});
app.get('/list', async () => {
  const { rows } = await db.query(`select * from ${table} order by id desc limit 20`);
  return { items: rows };
});

async function stop() {
  await app.close();
  await db.query(`drop table if exists ${table}`).catch(() => {});
  if (url) await db.end();
  else await db.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
