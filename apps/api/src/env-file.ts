import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { Config } from './config.ts';

const defaultFile = () => path.resolve('.env');

/**
 * Reads `.env` from the working folder into process.env, if there is one. A variable already set
 * in the environment wins over the file (also when set to the empty string, which means "unset").
 * @returns the file read, or undefined when there is none.
 */
export function loadEnvFile(file = defaultFile()): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}

/** Whether the `.env` file gives `name` a non-empty value (whatever the environment says). */
export function envFileSets(name: string, file = defaultFile()): boolean {
  if (!fs.existsSync(file)) return false;
  return Boolean(parseEnv(fs.readFileSync(file, 'utf8'))[name]?.trim());
}

/** Which database a command works on, for a person to read: never the password. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!config.DATABASE_URL) return `the embedded database in ${config.DATA_DIR}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
