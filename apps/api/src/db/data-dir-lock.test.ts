import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { DataDirLockedError, LOCK_NAME, lockDataDir, OWNER_NAME } from './data-dir-lock.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdantia-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a TypeScript entry point of the API in a child process. */
function runTs(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the lock on DATA_DIR', () => {
  it(
    'refuses a second server or admin:create on a folder in use, naming it and the PID',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir();
      const release = await lockDataDir(dataDir);
      try {
        const password = 'a long enough password';
        for (const [args, env] of [
          [['src/main.ts'], { ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: password }],
          [
            ['scripts/admin-create.ts', '--email', 'admin@example.org'],
            { ADMIN_PASSWORD: password },
          ],
        ] as const) {
          const run = runTs([...args], { DATA_DIR: dataDir, ...env });
          expect(await run.exited).not.toBe(0);
          expect(run.output()).toContain(`The data folder ${dataDir} is in use`);
          expect(run.output()).toContain(`PID ${process.pid}`);
        }
      } finally {
        await release();
      }
    },
  );

  it('takes over the lock of a killed process', async () => {
    const dataDir = tempDataDir();
    const holder = runTs(['src/test/hold-data-dir.ts', dataDir], {});
    await expect.poll(holder.output, { timeout: 30_000 }).toMatch(/locked \d+/);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`PID ${holder.child.pid}`);
    holder.child.kill('SIGKILL');
    await holder.exited;

    const release = await lockDataDir(dataDir);
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_NAME), 'utf8')) as {
      pid: number;
    };
    expect(owner.pid).toBe(process.pid);
    await release();
    expect(fs.existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
  });

  it(
    'is held by the embedded database until it closes, once per process too',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir();
      const database = await createDatabase({ DATA_DIR: dataDir });
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(createDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/is in use/);
      await database.close();
      expect(fs.existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
      await (
        await lockDataDir(dataDir)
      )();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)('is not taken with DATABASE_URL', async () => {
    const dataDir = tempDataDir();
    const database = await createDatabase({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
    expect(fs.existsSync(path.join(dataDir, LOCK_NAME))).toBe(false);
    await database.close();
  });
});
