// `npm run admin:create -- --email you@example.com`: creates an admin account, or makes the
// account with that address an admin with a new password (unlocked, signed out everywhere).
// The password comes from ADMIN_PASSWORD or is asked for on the terminal (hidden, twice). Uses the
// same configuration as the server (DATA_DIR, DATABASE_URL). With the embedded database, stop the
// server first: PGlite's files can be opened by one process at a time (a running server's lock
// on DATA_DIR makes this command stop with a message naming it).
import { parseArgs } from 'node:util';
import { emailField, PASSWORD_MAX, PASSWORD_MIN } from '@verdantia/domain';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { describeDatabase, envFileSets, loadEnvFile } from '../src/env-file.ts';
import { openDatabase } from '../src/db/open.ts';
import { createOrResetAdmin } from '../src/features/staff/bootstrap.ts';
import { createLogger } from '../src/logger.ts';

const usage = 'Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]';

async function main(): Promise<number> {
  // A password given to this command, not the first admin's from the server's .env.
  const givenPassword = process.env.ADMIN_PASSWORD;
  loadEnvFile(); // the server's own settings, so both use the same database
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) {
    console.error(`${email.error.issues[0]?.message ?? 'Invalid e-mail address.'}\n${usage}`);
    return 2;
  }
  const password = givenPassword || (await askPassword());
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    console.error(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
    return 2;
  }
  // The server's own checks, without ADMIN_EMAIL/ADMIN_PASSWORD (this command supplies them).
  const env = { ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined };
  let config;
  try {
    config = loadConfig(env, () => {});
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.DATABASE_URL && envFileSets('DATABASE_URL')) {
    console.error(
      'The server is configured for PostgreSQL (DATABASE_URL in .env), but DATABASE_URL is empty ' +
        'here, so this would write to the embedded database the server does not use. Run it ' +
        'without overriding DATABASE_URL.',
    );
    return 1;
  }
  console.log(`Database: ${describeDatabase(config)}`);
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const result = await createOrResetAdmin(
      database.db,
      { email: email.data, password, ...(values.name ? { name: values.name } : {}) },
      'cli',
    );
    console.log(
      result.created
        ? `Created the admin account ${email.data.toLowerCase()}. Sign in at /admin.`
        : `${email.data.toLowerCase()} is now an admin with the new password (its sessions ended).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** Reads a password twice from the terminal without echoing it. */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    console.error('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
    process.exit(2);
  }
  const first = await readHidden(`Password (at least ${PASSWORD_MIN} characters): `);
  const second = await readHidden('Repeat the password: ');
  if (first !== second) {
    console.error('The two passwords differ.');
    process.exit(2);
  }
  return first;
}

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

process.exitCode = await main();
