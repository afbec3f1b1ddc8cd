// `npm start`: build what is not built, then serve site + API from one process. The server
// applies migrations and seeds reference data itself on start-up.
import { apiDist, ensureBuilt, run } from './lib.mjs';

await ensureBuilt();
process.exitCode = await run(process.execPath, ['--enable-source-maps', apiDist]);
