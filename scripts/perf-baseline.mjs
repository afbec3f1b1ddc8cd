// The yardstick `npm run perf` measures the API against: a bare Fastify app doing the same
// database work on the same driver (PGlite in a folder of its own, or a database of its own on the
// PostgreSQL server of DATABASE_URL), with none of the app's plugins, validation or security. On a
// shared machine absolute latencies are mostly noise; the ratio to this is what tells.
//   POST /newsletter-lead, /contact-lead  a lead form's work: the app's own statement on the app's
//                 own schema (its migrations): the lead row with its indexes and inbox counter
//                 (trigger), and its notification e-mail in the outbox, in one statement
//   POST /insert  one row inserted in a table without other indexes: the floor, for reference
//   GET  /list    one page of 20 rows read (a staff list's work)
//   GET  /list-signed-in  the same page behind the back-office's session check: the cookie's
//                 token hashed and looked up with its user, the idle timeout renewed (one
//                 UPDATE ... RETURNING, as auth/staff-sessions.ts does), 401 without it
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import Fastify from 'fastify';
import pg from 'pg';
import { root } from './lib.mjs';

const port = Number(process.env.PORT ?? 3201);
const table = `perf_baseline_${process.pid}`;
const users = `${table}_users`;
const sessions = `${table}_sessions`;
// perf.mjs sends this token as the staff_session cookie of its signed-in measurements.
const sessionToken = process.env.PERF_SESSION_TOKEN ?? 'baseline-session';
const hashToken = (token) => createHash('sha256').update(token).digest('hex');
const migrationsFolder = join(root, 'apps/api/src/db/migrations');

// On PostgreSQL the baseline gets a database of its own: the app's tables, migrated afresh, must
// not be the app's (which perf.mjs's server is writing to).
const serverUrl = process.env.DATABASE_URL;
const ownDatabase = serverUrl ? table : undefined;
let url;
if (serverUrl) {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`create database ${ownDatabase}`);
  await server.end();
  const own = new URL(serverUrl);
  own.pathname = `/${ownDatabase}`;
  url = own.toString();
}
const folder = url ? undefined : mkdtempSync(join(tmpdir(), 'verdantia-baseline-'));
const db = url ? new pg.Pool({ connectionString: url }) : await PGlite.create(folder);
if (url) await migratePostgres(drizzlePostgres({ client: db }), { migrationsFolder });
else await migratePglite(drizzlePglite({ client: db }), { migrationsFolder });

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
// The statement the app's insertWithMail (apps/api/src/mail/outbox.ts) builds for a lead form,
// as Drizzle writes it (only the placeholders are numbered otherwise): the lead, and its
// notification e-mail with the row's time and number. Keep it in step with the app's. Unlike the
// app, the baseline sends it unprepared, as a bare app using the driver would.
const withMail = (insertLead) => `with inserted as (${insertLead}),
  queued as (
    insert into "outbox_messages" (kind, to_address, reply_to, subject, text_body, html_body)
    select $2::text, $3::text, $4::text, $5::text,
      $6::text || to_char(inserted.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')
        || $7::text || inserted.id::text || $8::text,
      null
    from inserted
  )
  select id from inserted`;
const mailFor = (kind, email) => [
  kind,
  'notify@example.org',
  email,
  `New ${kind}: ${email}`,
  `A new ${kind} came in at `,
  ' UTC. Its reference number is ',
  '\n',
];
const newsletterLead = withMail(
  'insert into "newsletter_leads" ("id", "email", "created_at", "handled_at") values (default, $1, default, default) on conflict ("email") do nothing returning "id", "created_at"',
);
// The contact form's columns: the address first (the mail's reply-to), the others after the mail's.
const contactLead = withMail(
  'insert into "contact_leads" ("id", "source", "name", "designation", "company_name", "professional_email", "sector", "phone", "message", "created_at", "handled_at") values (default, $9, $10, $11, $12, $1, $13, $14, $15, default, default) returning "id", "created_at"',
);
app.post('/newsletter-lead', async (request) => {
  const email = request.body.email.toLowerCase();
  await db.query(newsletterLead, [email, ...mailFor('newsletter sign-up', email)]);
  return { message: 'ok' };
});
app.post('/contact-lead', async (request) => {
  const { name, companyName, professionalEmail } = request.body;
  await db.query(contactLead, [
    professionalEmail,
    ...mailFor('contact lead', professionalEmail),
    'contact',
    name,
    null,
    companyName,
    null,
    null,
    null,
  ]);
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
  if (url) {
    await db.end();
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`drop database if exists ${ownDatabase} with (force)`).catch(() => {});
    await server.end();
  } else await db.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
