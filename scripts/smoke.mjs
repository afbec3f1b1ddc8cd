// `node scripts/smoke.mjs [--node path] [--report file.json] [--image-layout]`: starts the built
// server (with the given Node binary, else this one) on a fresh embedded database and crawls it:
// every page in the sitemap, health, readiness, an API list, an assistant answer and a lecture
// clip's byte range; then SIGTERM, which must end it with status 0. With --image-layout it first
// lays the files out as deploy/Dockerfile's last stage does (runtime dependencies only, the bundle,
// the media, the built site) in a temporary folder and runs from there, so a file or dependency
// the image forgets fails here. Prints one line per failure and "smoke (node vX): N passed, N failed".
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiDist, ensureBuilt, root } from './lib.mjs';

const { values } = parseArgs({
  options: {
    node: { type: 'string' },
    report: { type: 'string' },
    'image-layout': { type: 'boolean' },
  },
});
const node = values.node ?? process.execPath;
const version = `${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}${
  values['image-layout'] ? ', image layout' : ''
}`;
const port = Number(process.env.SMOKE_PORT ?? 3211);
const base = `http://127.0.0.1:${port}`;

await ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'verdantia-smoke-'));
const imageDir = values['image-layout'] ? layOutAsImage() : null;
const server = spawn(node, [imageDir ? join(imageDir, 'apps/api/dist/main.js') : apiDist], {
  cwd: imageDir ?? root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const exited = new Promise((done) => server.once('exit', (code) => done(code)));
let passed = 0;
const failures = [];
const check = (name, ok, detail = '') => {
  if (ok) passed += 1;
  else failures.push(`${name} ${detail}`.trim());
};

try {
  await waitForHealth();
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1].replaceAll('&amp;', '&')).pathname,
  );
  check('sitemap lists pages', pages.length > 20, `(${pages.length})`);
  for (const page of pages) {
    const response = await fetch(`${base}${page}`);
    const html = await response.text();
    check(`GET ${page}`, response.ok && html.includes('<html'), `answered ${response.status}`);
  }
  for (const path of [
    '/api/health',
    '/api/health/ready',
    '/api/sectors-types/names',
    '/robots.txt',
  ]) {
    const response = await fetch(`${base}${path}`);
    check(`GET ${path}`, response.ok, `answered ${response.status}`);
  }
  const explain = await fetch(`${base}/api/explain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'How often should the internal audit charter be reviewed?' }),
  });
  check('POST /api/explain', explain.ok, `answered ${explain.status}`);
  // Lecture media are for enrolled learners (signed addresses) and staff only.
  const clip = await fetch(`${base}/media/academy/videos/lecture-1.webm`, {
    headers: { range: 'bytes=0-99' },
  });
  check(
    'a lecture clip is private without sign-in',
    clip.status === 401,
    `answered ${clip.status}`,
  );
} catch (error) {
  check('the server', false, String(error));
} finally {
  server.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise((done) => setTimeout(done, 30_000, 'hung')),
  ]);
  check('SIGTERM ends the server with status 0', code === 0, `(status ${code})`);
  if (code === 'hung') server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
}

for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(`smoke (node ${version}): ${passed} passed, ${failures.length} failed`);
if (values.report) {
  const file = resolve(values.report);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ numPassedTests: passed, numFailedTests: failures.length }));
}
process.exitCode = failures.length > 0 ? 1 : 0;

async function waitForHealth() {
  for (let i = 0; i < 1800; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not answer within 3 minutes');
}

/** The files of deploy/Dockerfile's last stage, with `npm ci --omit=dev` as its deps stage runs it. */
function layOutAsImage() {
  const dir = mkdtempSync(join(tmpdir(), 'verdantia-image-'));
  for (const file of [
    'package.json',
    'package-lock.json',
    'apps/api/package.json',
    'apps/web/package.json',
    'packages/domain/package.json',
  ]) {
    cpSync(join(root, file), join(dir, file));
  }
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '-w', '@verdantia/api'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The image keeps only what the API serves: no web or domain sources.
  rmSync(join(dir, 'apps/web'), { recursive: true, force: true });
  rmSync(join(dir, 'packages'), { recursive: true, force: true });
  for (const folder of ['apps/api/dist', 'apps/api/media', 'apps/web/build/client']) {
    cpSync(join(root, folder), join(dir, folder), { recursive: true });
  }
  return dir;
}
