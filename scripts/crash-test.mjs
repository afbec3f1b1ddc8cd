// `node scripts/crash-test.mjs [--rounds 3] [--seconds 3] [--report file.json]`: are acknowledged writes durable when
// the server is killed? Starts the built server on a fresh embedded database, sends leads from
// many concurrent clients, kills the server with SIGKILL in the middle of that load, starts it
// again (taking over the dead process's lock on DATA_DIR), and after the last round checks through
// the admin API that every lead that was answered 2xx is there. Exits non-zero on any loss.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiDist, ensureBuilt, root } from './lib.mjs';
import { signInStaff } from './staff-sign-in.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '16' },
    // One passed or failed test in the shape of Vitest's JSON report, for CI's total.
    report: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const loadMs = Number(values.seconds) * 1000;
const clients = Number(values.clients);
const port = Number(process.env.CRASH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'crash-admin@example.org', password: randomBytes(12).toString('hex') };

await ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'verdantia-crash-'));
const acknowledged = new Set();
let firstAnswer;
let server;
let code = 1;
try {
  for (let round = 1; round <= rounds; round++) {
    server = await startServer();
    const before = acknowledged.size;
    const answered = new Promise((resolve) => (firstAnswer = resolve));
    const load = sendLeads();
    // Somewhere in the middle of the load, not at a quiet moment.
    await answered;
    await sleep(loadMs * (0.5 + Math.random() * 0.5));
    server.kill('SIGKILL');
    await load;
    await exited(server);
    console.log(`round ${round}: ${acknowledged.size - before} leads acknowledged, then SIGKILL`);
  }
  server = await startServer();
  const present = await storedEmails();
  const lost = [...acknowledged].filter((email) => !present.has(email));
  console.log(
    `${acknowledged.size} acknowledged, ${acknowledged.size - lost.length} present, ${lost.length} lost`,
  );
  if (lost.length > 0) console.log('lost, for example:', lost.slice(0, 5).join(', '));
  server.kill('SIGTERM');
  const status = await exited(server);
  if (status !== 0) console.log(`the server stopped with status ${status} after SIGTERM`);
  code = lost.length === 0 && acknowledged.size > 0 && status === 0 ? 0 : 1;
} finally {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
if (values.report) {
  const file = resolve(values.report);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ numPassedTests: 1 - code, numFailedTests: code }));
}
process.exitCode = code;

async function startServer() {
  const child = spawn(process.execPath, [apiDist], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      FORM_RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 3 minutes');
}

/** Concurrent clients posting newsletter and contact leads until the server stops answering. */
async function sendLeads() {
  const client = async () => {
    for (;;) {
      const email = `crash-${randomBytes(6).toString('hex')}@example.org`;
      const contact = Math.random() < 0.5;
      const [path, body] = contact
        ? [
            '/api/submit_contact_form',
            { name: 'Crash Test', companyName: 'Load Ltd', professionalEmail: email },
          ]
        : ['/api/addLead', { email }];
      try {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) acknowledged.add(email);
        firstAnswer();
        await response.arrayBuffer();
      } catch {
        return; // the server is gone: this lead was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

/** Every lead address in the database, read through the admin CSV export. */
async function storedEmails() {
  // The first admin enrols its second factor here, as at any first sign-in.
  const { status, cookie } = await signInStaff(base, admin);
  if (status !== 200) throw new Error(`admin sign-in failed: ${status}`);
  const csv = await fetch(`${base}/api/admin/leads/export.csv`, { headers: { cookie } });
  if (!csv.ok) throw new Error(`the export failed: ${csv.status}`);
  return new Set((await csv.text()).match(/crash-[0-9a-f]+@example\.org/g) ?? []);
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (status) => resolve(status)));
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
