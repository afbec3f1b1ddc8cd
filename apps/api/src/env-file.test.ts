import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDatabase, envFileSets, loadEnvFile } from './env-file.ts';
import { listenFailure } from './listen-failure.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-env-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the .env file', () => {
  it('fills in what the environment leaves unset, and the environment wins', () => {
    const file = path.join(folder, '.env');
    fs.writeFileSync(file, 'VERDANTIA_TEST_A=from file\nVERDANTIA_TEST_B=from file\n');
    process.env.VERDANTIA_TEST_B = 'from environment';
    try {
      expect(loadEnvFile(file)).toBe(file);
      expect(process.env.VERDANTIA_TEST_A).toBe('from file');
      expect(process.env.VERDANTIA_TEST_B).toBe('from environment');
      expect(envFileSets('VERDANTIA_TEST_A', file)).toBe(true);
      expect(envFileSets('VERDANTIA_TEST_C', file)).toBe(false);
    } finally {
      delete process.env.VERDANTIA_TEST_A;
      delete process.env.VERDANTIA_TEST_B;
    }
    expect(loadEnvFile(path.join(folder, 'missing.env'))).toBeUndefined();
  });

  it('names the database a command works on without its password', () => {
    expect(
      describeDatabase({
        DATABASE_URL: 'postgres://app:s3cret@db.internal/verdantia',
        DATA_DIR: '/x',
      }),
    ).toBe('PostgreSQL at db.internal:5432/verdantia');
    expect(describeDatabase({ DATA_DIR: '/srv/data' })).toBe('the embedded database in /srv/data');
  });
});

describe('a port that cannot be used', () => {
  it('is explained in a sentence that says how to choose another', () => {
    const taken = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(listenFailure(taken, { PORT: 3000, HOST: '0.0.0.0' })).toBe(
      'Port 3000 on 0.0.0.0 is already in use by another program. Stop that program, or choose ' +
        'another port: PORT=3001 npm start (or PORT in .env).',
    );
    expect(listenFailure(new Error('other'), { PORT: 3000, HOST: '0.0.0.0' })).toBeUndefined();
  });
});
