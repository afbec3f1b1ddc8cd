// `npm start`: build what is not built, then serve site + API from one process. The server
// applies migrations and seeds reference data itself on start-up.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { apiDist, ensureBuilt, root } from './lib.mjs';

await ensureBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', apiDist], {
  stdio: 'inherit',
  cwd: root,
});
// The server shuts down cleanly (finishing requests, releasing the data folder) on these signals,
// so this script passes them on and waits: `kill <pid of npm start>` must not orphan it. Ctrl-C in
// a terminal reaches both processes; the server gets it once either way.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? 128 + (constants.signals[signal] ?? 0);
});
