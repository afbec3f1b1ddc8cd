import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainJs = path.join(apiRoot, 'dist/main.js');

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every line the server wrote (JSON, one per event). */
  lines: string[];
  exited: Promise<number | null>;
}

/**
 * Refuses a port another process already listens on: the health check below would otherwise be
 * answered by that process, and every check would run against the wrong server.
 */
async function ensurePortFree(name: string, port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} for ${name} is taken by another process: stop it or set SCALE_OUT_PORT`
            : `port ${port} for ${name}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the built server with `env` on `port`; resolves once /api/health answers. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  await ensurePortFree(name, port);
  const child = spawn(process.execPath, [mainJs], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const lines: string[] = [];
  let rest = '';
  const collect = (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const instance = { name, url: `http://127.0.0.1:${port}`, child, lines, exited };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode}:\n${lines.slice(-10).join('\n')}`);
    }
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer /api/health within 3 minutes`);
}

/** Ends an instance that is still running (cleanup): SIGKILL, then waits for it. */
export async function killInstance(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    instance.child.kill('SIGKILL');
  }
  await instance.exited;
}

/** A database of its own on the PostgreSQL server, dropped again by `drop`. */
export async function scratchDatabase(serverUrl: string) {
  const name = `scale_out_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
