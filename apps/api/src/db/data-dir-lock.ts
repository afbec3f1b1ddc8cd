import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite has no server process of its own: two Node processes opening one data folder would both
// write its files and corrupt it. So whoever opens the embedded database holds an exclusive lock
// on DATA_DIR: a directory made atomically (proper-lockfile, whose mtime it keeps fresh) and a
// file beside it with the holder's PID, so a second process can name it and a dead holder's lock
// is taken over.

/** The lock directory inside DATA_DIR. */
export const LOCK_NAME = 'pglite.lock';
/** Names the holder. Not inside the directory: a new file would change the mtime it watches. */
export const OWNER_NAME = 'pglite.lock.json';
/** Another machine's lock (a shared network folder) counts as abandoned after this long. */
const STALE_MS = 60_000;
/** A lock without its holder's name is abandoned after this long (see isNameless). */
const NAMELESS_MS = 3_000;

interface Owner {
  pid: number;
  host: string;
  bootId?: string | undefined;
  since: string;
}

/** Thrown when another live process holds DATA_DIR; the message says which and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    const holder = pid === undefined ? 'another process' : `another process (PID ${pid})`;
    super(
      `The data folder ${dataDir} is in use by ${holder}. Stop that process first: the embedded ` +
        'database allows one process per DATA_DIR (use PostgreSQL via DATABASE_URL for more).',
    );
  }
}

// Folders this process holds, so a second lock attempt from the same process is refused rather
// than mistaken for a stale lock left by an earlier process that had our PID.
const held = new Set<string>();

/**
 * Takes the exclusive lock on `dataDir` (created if missing).
 * @param onLost called if the lock is later lost (its directory removed or taken over); the
 *   default ends the process, since going on would mean two writers.
 * @returns a function that releases the lock.
 * @throws DataDirLockedError when a live process holds it.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void = exitOnLostLock(dataDir),
): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, LOCK_NAME);
  const ownerPath = path.join(dir, OWNER_NAME);
  if (held.has(dir)) throw new DataDirLockedError(dir, process.pid);

  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: STALE_MS,
    onCompromised: (error: Error) => {
      held.delete(dir);
      onLost(error);
    },
  };
  let owner = readOwner(lockPath, ownerPath);
  // proper-lockfile alone would take over a lock whose mtime went stale, e.g. of a live but
  // suspended process; on this machine the PID says for sure whether the holder is alive.
  if (owner && !isAbandoned(owner)) throw new DataDirLockedError(dir, owner.pid);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    owner = readOwner(lockPath, ownerPath);
    const abandoned = owner ? isAbandoned(owner) : isNameless(lockPath);
    if (!abandoned) throw new DataDirLockedError(dir, owner?.pid);
    fs.rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, options);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirLockedError(dir, readOwner(lockPath, ownerPath)?.pid);
    }
  }
  held.add(dir);
  const me: Owner = {
    pid: process.pid,
    host: os.hostname(),
    bootId: bootId(),
    since: new Date().toISOString(),
  };
  fs.writeFileSync(ownerPath, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  return async () => {
    if (!held.delete(dir)) return;
    // The lock first, its name after: a process killed in between leaves a name without a lock,
    // which means nothing, never a lock without a name, which would look held for a minute.
    await release().catch(() => {}); // already gone: nothing left to release
    fs.rmSync(ownerPath, { force: true });
  };
}

/** The holder named beside an existing lock (a name left by a killed process alone means nothing). */
function readOwner(lockPath: string, ownerPath: string): Owner | undefined {
  if (!fs.existsSync(lockPath)) return undefined;
  try {
    const owner = JSON.parse(fs.readFileSync(ownerPath, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined; // no lock, or a holder that has not written its name yet
  }
}

/**
 * A holder names itself right after taking the lock, so a lock still without a name after a few
 * seconds was left by a process killed in that instant (or by an older version that removed the
 * name first): nobody holds it.
 */
function isNameless(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs > NAMELESS_MS;
  } catch {
    return true; // gone meanwhile
  }
}

/** True when the holder ran on this machine and is gone (killed, or before a reboot). */
function isAbandoned(owner: Owner): boolean {
  if (owner.host !== os.hostname()) return false; // proper-lockfile's mtime check decides
  const boot = bootId();
  if (boot && owner.bootId && boot !== owner.bootId) return true;
  // Our own PID but not held by us: a previous process with the same PID (containers reuse them).
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined; // not Linux: the PID check alone decides
  }
}

function exitOnLostLock(dataDir: string) {
  return (error: Error) => {
    console.error(
      `The lock on the data folder ${dataDir} was lost (${error.message}); stopping so that ` +
        'two processes never write the embedded database at once.',
    );
    process.exit(1);
  };
}
