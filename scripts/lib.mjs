// Small helpers shared by the project scripts (start, dev, test, e2e, perf).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = join(root, 'apps/web/build/client');
export const apiDist = join(root, 'apps/api/dist/main.js');

/** Run a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/api/src',
  'packages/domain/src',
  'package-lock.json',
];

/** True when a build output is missing or older than any source file. */
export function buildIsStale() {
  const outputs = [join(webDist, 'index.html'), apiDist];
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

/** Builds web and API when needed; exits the process on failure. */
export async function ensureBuilt() {
  if (!buildIsStale()) return;
  console.log('Building the site and the API...');
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(code);
  }
}

/** Where Chromium lives: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core not resolvable: fall through to the message below
  }
  return undefined;
}

export const chromiumHelp =
  'No Chromium found. Install one with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.';
