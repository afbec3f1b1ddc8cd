// The yardstick `npm run perf` measures the API against: a bare Fastify app doing the same
// database work on the same driver (PGlite in a folder of its own, or a database of its own on the
// PostgreSQL server of DATABASE_URL), with none of the app's plugins, validation or security. It
// sends its statements as a bare app using the driver would, unprepared, except the case list's
// (see runPrepared). On a shared machine absolute latencies are mostly noise; the ratio to this
// is what tells.
//   POST /newsletter-lead, /contact-lead  a lead form's work: the app's own statement on the app's
//                 own schema (its migrations): the lead row with its indexes and inbox counter
//                 (trigger), and its notification e-mail in the outbox, in one statement
//   POST /insert  one row inserted in a table without other indexes: the floor, for reference
//   GET  /list    one page of 20 rows read (a staff list's work)
//   GET  /list-signed-in  the same page behind the back-office's session check: the cookie's
//                 token hashed and looked up with its user, the idle timeout renewed (one
//                 UPDATE ... RETURNING, as auth/staff-sessions.ts does), 401 without it
//   GET  /cases-signed-in  the TrustLink case list's work behind the same session check: the
//                 app's statement for a case manager's first page, on as many cases as
//                 perf-trustlink.mjs submits, with sealed values of the same sizes; the rows are
//                 answered as the driver gives them (nothing opened, no deadlines worked out)
import { createHash, randomBytes } from 'node:crypto';
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
import { serialize } from 'pg-protocol/dist/serializer.js';
import { root } from './lib.mjs';
import { perfReport, SUBMISSIONS } from './perf-trustlink.mjs';
import { casePage } from './perf/baseline-statements.mjs';

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

/**
 * Runs a statement prepared once per text, then only bound and executed, as the app runs its
 * own (db/pglite-statements.ts on PGlite; a named statement on PostgreSQL). Only the case list's
 * statement goes this way: parsing and planning it again cost PGlite about 1.5 ms of CPU per
 * request (4.4-5.2 ms unprepared, 2.9-3.4 ms prepared, session check included), more than
 * running it, so an unprepared copy would make the list look far faster than its baseline for
 * a reason that is not the app's code. The other statements stay unprepared, as the budgets were
 * set on them; preparing every one made each form and list 1.2-1.9x its baseline by CPU (the
 * app's request pipeline against a bare one), a stricter yardstick than the budgets were written
 * for.
 */
const prepared = new Map();
async function runPrepared(text, values) {
  if (url) {
    if (!prepared.has(text)) prepared.set(text, `baseline_${prepared.size + 1}`);
    return db.query({ name: prepared.get(text), text, values });
  }
  let statement = prepared.get(text);
  if (!statement) {
    const name = `baseline_${prepared.size + 1}`;
    const { messages } = await db.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    statement = { name, fields: messages.find((m) => m.name === 'rowDescription')?.fields ?? [] };
    prepared.set(text, statement);
  }
  const { messages } = await db.execProtocol(
    Buffer.concat([
      serialize.bind({
        statement: statement.name,
        values: values.map((value) =>
          value === null || value === undefined ? null : String(value),
        ),
      }),
      serialize.execute(),
      serialize.sync(),
    ]),
  );
  // Each value read by its type's parser, as PGlite's query does.
  const rows = messages
    .filter((m) => m.name === 'dataRow')
    .map(({ fields }) =>
      Object.fromEntries(
        fields.map((value, i) => {
          const { name, dataTypeID } = statement.fields[i];
          const parse = db.parsers[dataTypeID];
          return [name, value === null || !parse ? value : parse(value, dataTypeID)];
        }),
      ),
    );
  return { rows };
}

// The cases perf-trustlink.mjs submits, as the app stores them: each value sealed (AES-256-GCM:
// version, IV and tag, 29 bytes, before the ciphertext, in base64) has the size the app's has.
// Random bytes stand in for the ciphertexts: the baseline opens nothing.
const sealedOfBytes = (bytes) => randomBytes(29 + bytes).toString('base64');
const sealedOfSize = (plain) => sealedOfBytes(Buffer.byteLength(plain, 'utf8'));
const sealedReport = JSON.stringify({
  title: perfReport.title,
  description: perfReport.description,
  location: perfReport.location,
  relationShip: perfReport.relationShip,
  closureDate: null,
  reporter: { firstName: null, lastName: null, email: null, phoneNumber: null },
  involvedPersons: perfReport.involvedPersons.map((person) => ({ ...person, email: null })),
  language: 'en',
});
for (let i = 0; i < SUBMISSIONS; i++) {
  await db.query(
    `insert into "trustlink_interactions" ("interaction_id", "pin_hash", "wrapped_key", "key_id",
      "sealed_report", "sealed_title", "interaction_type", "priority") values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      String(1_000_000_000_000_000n + BigInt(i)),
      `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`,
      sealedOfBytes(32), // the data key, wrapped
      randomBytes(8).toString('hex'),
      sealedOfSize(sealedReport),
      sealedOfSize(perfReport.title),
      perfReport.interactionType,
      perfReport.priority,
    ],
  );
}

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

/** The signed-in staff member of the request's session cookie, renewed; undefined without one. */
async function staffOf(request) {
  const token = /(?:^|;\s*)staff_session=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return undefined;
  const { rows } = await db.query(
    `update ${sessions} s set last_seen_at = now(), expires_at = now() + interval '30 minutes'
    from ${users} u
    where s.token_hash = $1 and u.id = s.user_id and u.removed_at is null
      and s.expires_at > now() and s.created_at > now() - interval '12 hours'
    returning s.id, u.id as user_id, u.email, u.name, u.role`,
    [hashToken(token)],
  );
  return rows[0];
}

app.get('/list-signed-in', async (request, reply) => {
  if (!(await staffOf(request))) return reply.code(401).send({ message: 'Please sign in.' });
  const { rows } = await db.query(`select * from ${table} order by id desc limit 20`);
  return { items: rows };
});

app.get('/cases-signed-in', async (request, reply) => {
  const staff = await staffOf(request);
  if (!staff) return reply.code(401).send({ message: 'Please sign in.' });
  const { rows } = await runPrepared(casePage, [staff.user_id, staff.user_id, 20, 0]);
  return { items: rows, total: Number(rows[0]?.count ?? 0) };
});

async function stop(code = 0) {
  await app.close();
  if (url) {
    await db.end();
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`drop database if exists ${ownDatabase} with (force)`).catch(() => {});
    await server.end();
  } else await db.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGTERM', () => stop());
process.once('SIGINT', () => stop());

// A port already taken must not leave the baseline's database or folder behind.
await app.listen({ port, host: '127.0.0.1' }).catch((error) => {
  console.error(`baseline: ${error.message}`);
  return stop(1);
});
console.log(`baseline listening on ${port}`);
