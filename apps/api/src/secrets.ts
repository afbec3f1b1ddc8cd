import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export type Notify = (level: 'info' | 'warn', message: string) => void;

export const jwtSecretSchema = z.string().min(32, 'must be at least 32 characters');

export const dataKeySchema = z
  .string()
  .refine(
    (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32,
    'must be 32 random bytes in base64 (for example: openssl rand -base64 32)',
  );

const secretsFileSchema = z.object({ JWT_SECRET: jwtSecretSchema, DATA_KEY: dataKeySchema });
export type Secrets = z.infer<typeof secretsFileSchema>;

export const SECRETS_FILE = 'secrets.json';

const generate = (): Secrets => ({
  JWT_SECRET: randomBytes(48).toString('base64url'),
  DATA_KEY: randomBytes(32).toString('base64'),
});

/**
 * Environment values win. Missing ones come from DATA_DIR/secrets.json, which is created once with
 * mode 0600. An existing file is never rewritten: replacing DATA_KEY would make every encrypted
 * record unreadable, so a damaged file is an error for a human to resolve.
 * Without a data directory (in-memory runs) the secrets live only as long as the process.
 */
export function resolveSecrets(options: {
  given: Partial<Secrets>;
  dataDir: string | undefined;
  embedded: boolean;
  notify: Notify;
}): Secrets {
  const { given, dataDir, embedded, notify } = options;
  if (given.JWT_SECRET && given.DATA_KEY) {
    return { JWT_SECRET: given.JWT_SECRET, DATA_KEY: given.DATA_KEY };
  }
  if (!embedded) {
    // Several instances may share one PostgreSQL: a key generated per host would seal cases that
    // the other instances cannot open, and sign sessions they reject. Refuse rather than warn.
    const missing = (['DATA_KEY', 'JWT_SECRET'] as const).filter((name) => !given[name]);
    throw new Error(
      `${missing.join(' and ')}: required with DATABASE_URL. Every instance that shares the ` +
        'database must run with the same DATA_KEY and JWT_SECRET (generate each once, for ' +
        'example with openssl rand -base64 32, and give all instances the same values).',
    );
  }
  if (!dataDir) {
    notify('warn', 'JWT_SECRET/DATA_KEY not set: using temporary secrets for this process only.');
    return { ...generate(), ...definedOnly(given) };
  }
  const file = path.join(dataDir, SECRETS_FILE);
  const stored = readSecretsFile(file) ?? createSecretsFile(file, notify);
  return { ...stored, ...definedOnly(given) };
}

function definedOnly(given: Partial<Secrets>): Partial<Secrets> {
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
}

function readSecretsFile(file: string): Secrets | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = secretsFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${file} is not a valid secrets file. Restore it from a backup, or set JWT_SECRET and ` +
        'DATA_KEY in the environment (data encrypted with the old DATA_KEY needs the old key).',
    );
  }
  return parsed.data;
}

function createSecretsFile(file: string, notify: Notify): Secrets {
  const secrets = generate();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if another process created the file first; then its values are the ones to use.
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecretsFile(file)!;
    throw error;
  }
  notify(
    'info',
    `Generated JWT_SECRET and DATA_KEY into ${file} (mode 0600). Back this file up: ` +
      'encrypted data cannot be read without DATA_KEY.',
  );
  return secrets;
}
