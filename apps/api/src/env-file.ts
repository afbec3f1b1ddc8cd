import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` from the working folder into process.env, if there is one. A variable already set
 * in the environment wins over the file (also when set to the empty string, which means "unset").
 * @returns the file read, or undefined when there is none.
 */
export function loadEnvFile(file = path.resolve('.env')): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
