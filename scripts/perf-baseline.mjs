// The yardstick `npm run perf` measures the API against: a bare Fastify app doing the same
// database work on the same driver (PGlite in a folder of its own, or PostgreSQL when
// DATABASE_URL is set), with none of the app's plugins, validation or security. On a shared
// machine absolute latencies are mostly noise; the ratio to this is what tells.
//   POST /insert  one row inserted per request (a lead form's work)
//   GET  /list    one page of 20 rows read (a staff list's work)
//   GET  /list-signed-in  the same page behind the back-office's session check: the cookie's
//                 token hashed and looked up with its user, the idle timeout renewed (one
//                 UPDATE ... RETURNING, as auth/staff-sessions.ts does), 401 without it
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 3201);
const table = `perf_baseline_${process.pid}`;
const users = `${table}_users`;
const sessions = `${table}_sessions`;
// perf.mjs sends this token as the staff_session cookie of its signed-in measurements.
const sessionToken = process.env.PERF_SESSION_TOKEN ?? 'baseline-session';
const hashToken = (token) => createHash('sha256').update(token).digest('hex');
const url = process.env.DATABASE_URL;
const folder = url ? undefined : mkdtempSync(join(tmpdir(), 'verdantia-baseline-'));
const db = url ? new pg.Pool({ connectionString: url }) : await PGlite.create(folder);

await db.query(`create table ${table} (
  id serial primary key,
  email text not null,
  created_at timestamptz not null default now()
)`);
await db.query(`create table ${users} (
  id serial primary key,
  email text not null unique,
  name text not null,
  role text not null,
  removed_at timestamptz
)`);
await db.query(`create table ${sessions} (
  id serial primary key,
  token_hash text not null unique,
  user_id integer not null references ${users} (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
)`);
const [user] = (
  await db.query(
    `insert into ${users} (email, name, role) values ('baseline@example.org', 'Baseline', 'admin') returning id`,
  )
).rows;
await db.query(
  `insert into ${sessions} (token_hash, user_id, expires_at) values ($1, $2, now() + interval '30 minutes')`,
  [hashToken(sessionToken), user.id],
);

const app = Fastify();
app.post('/insert', async (request) => {
  await db.query(`insert into ${table} (email) values ($1) returning id`, [request.body.email]);
  return { message: 'ok' };
});
app.get('/list', async () => {
  const { rows } = await db.query(`select * from ${table} order by id desc limit 20`);
  return { items: rows };
});

app.get('/list-signed-in', async (request, reply) => {
  const token = /(?:^|;\s*)staff_session=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const { rows: live } = token
    ? await db.query(
        `update ${sessions} s set last_seen_at = now(), expires_at = now() + interval '30 minutes'
        from ${users} u
        where s.token_hash = $1 and u.id = s.user_id and u.removed_at is null
          and s.expires_at > now() and s.created_at > now() - interval '12 hours'
        returning s.id, u.id as user_id, u.email, u.name, u.role`,
        [hashToken(token)],
      )
    : { rows: [] };
  if (live.length === 0) return reply.code(401).send({ message: 'Please sign in.' });
  const { rows } = await db.query(`select * from ${table} order by id desc limit 20`);
  return { items: rows };
});

async function stop() {
  await app.close();
  await db.query(`drop table if exists ${sessions}, ${users}, ${table}`).catch(() => {});
  if (url) await db.end();
  else await db.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
