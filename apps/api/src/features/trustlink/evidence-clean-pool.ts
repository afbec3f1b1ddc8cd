import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

// PDFs and Office files are rewritten in a worker thread (evidence-clean-worker.mjs), never on
// the main thread: pdf-lib parses synchronously, and a file that only claims to be a PDF sends it
// into a recovery scan that grows faster than the file (printable junk after a `%PDF-1.7` header
// held the thread 7-22 s at 400 KB, 41 s at 5 MB without a `%` in it, far longer with). On the
// main thread one such upload stalled every request; in the worker it costs one core until the
// time limit ends it. Images are not sent here: sharp already works on libuv's thread pool.

/**
 * Longest a rewrite may take, its wait in the queue included, before its worker is stopped and
 * the file kept as received (recorded as nothing removed). Generous for genuine files: a 9.5 MB
 * PDF of 12,000 pages took 3-5 s on a busy two-core machine, an ordinary one milliseconds; junk is
 * given up on rather than allowed to hold a core. While junk floods in, files queued behind it may
 * run out of time too and are kept as received: the record says so, and the server stays up.
 */
export const CLEAN_TIME_LIMIT_MS = 10_000;

/**
 * Heap a worker may use. pdf-lib holds every object of the PDF as a JavaScript object (a genuine
 * 9.5 MB PDF of 12,000 pages took about 115 MB); past this limit the worker is stopped, not the
 * server. Office files are unpacked into buffers outside the heap, capped by their declared size
 * (100 MB, checked before they get here).
 */
const CLEAN_HEAP_LIMIT_MB = 256;

/**
 * One worker: production and this machine have two cores, and a second worker busy with junk
 * would leave the event loop no core of its own. Another upload waits for it, at most
 * CLEAN_QUEUE_LIMIT of them, each holding its file (10 MB at most) in memory until then. Once
 * started the worker stays (minThreads 1): with none kept, piscina replaces a worker it stopped
 * (time limit, memory) only when another file arrives, and the files queued behind it would wait
 * out their own time limits.
 */
export const CLEAN_THREADS = 1;
export const CLEAN_QUEUE_LIMIT = 8;

export type CleanKind = 'pdf' | 'office';
interface CleanTask {
  kind: CleanKind;
  bytes: Uint8Array;
}

let pool: Piscina<CleanTask, Uint8Array> | undefined;
/** Files handed to the worker and not yet done (running or waiting). */
let inHand = 0;

/** Started with the first file to clean, not with the server. */
function cleaner(): Piscina<CleanTask, Uint8Array> {
  if (pool) return pool;
  pool = new Piscina<CleanTask, Uint8Array>({
    filename: fileURLToPath(new URL('./evidence-clean-worker.mjs', import.meta.url)),
    minThreads: CLEAN_THREADS,
    maxThreads: CLEAN_THREADS,
    resourceLimits: { maxOldGenerationSizeMb: CLEAN_HEAP_LIMIT_MB },
  });
  // A worker that fails while it has no task (at start-up) is reported here rather than to a
  // task; unheard, the 'error' event would end the server. The next task fails and is recorded.
  pool.on('error', () => {});
  return pool;
}

/**
 * The clean copy, rewritten in the worker.
 * @throws when the file cannot be read as its kind, the time limit passes, the queue is full or
 *   the worker dies (out of memory): the caller keeps the original and records nothing removed.
 */
export async function cleanInWorker(
  kind: CleanKind,
  bytes: Buffer,
  timeLimitMs = CLEAN_TIME_LIMIT_MS,
): Promise<Buffer> {
  // Counted here: piscina's maxQueue leaves out tasks that carry an AbortSignal (they wait in
  // its skip queue), so it would not bound these.
  if (inHand >= CLEAN_THREADS + CLEAN_QUEUE_LIMIT) throw new Error('evidence cleaner busy');
  inHand += 1;
  try {
    // Piscina stops the worker when the signal fires while the task runs.
    const signal = AbortSignal.timeout(timeLimitMs);
    const clean = await cleaner().run({ kind, bytes }, { signal });
    return Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength);
  } finally {
    inHand -= 1;
  }
}

/** Stops the worker (the server is closing); a later file starts a new one. */
export async function closeCleaner(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
