// Test fixture: a separate process that takes the lock on the DATA_DIR given as its argument,
// says "locked <pid>" and waits to be killed.
import { lockDataDir } from '../db/data-dir-lock.ts';

await lockDataDir(process.argv[2]!);
console.log(`locked ${process.pid}`);
setInterval(() => {}, 60_000);
