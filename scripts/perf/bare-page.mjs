import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { root, run } from '../lib.mjs';

// The floor the public pages are measured against: a bare React Router page (one prerendered,
// hydrated route) built with the site's own React Router and Vite (scripts/perf/bare-app).
const app = join(root, 'scripts/perf/bare-app');
export const bareDist = join(app, 'build/client');

/** Builds the bare page when its build is missing or older than its sources or the lock file. */
export async function ensureBarePage() {
  const built = join(bareDist, 'index.html');
  const sources = ['app/root.tsx', 'app/routes/home.tsx', 'react-router.config.ts'].map((f) =>
    join(app, f),
  );
  const newest = Math.max(
    ...[...sources, join(root, 'package-lock.json')].map((f) => statSync(f).mtimeMs),
  );
  if (existsSync(built) && statSync(built).mtimeMs > newest) return;
  console.log('Building the bare React Router page...');
  const code = await run('npx', ['react-router', 'build'], { cwd: app, stdio: 'ignore' });
  if (code !== 0)
    throw new Error(
      'The bare page did not build (cd scripts/perf/bare-app && npx react-router build).',
    );
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the bare page's build, gzipped like the site, on a free port; resolves with its URL. */
export function serveBarePage() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(bareDist, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(bareDist) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    createReadStream(file).pipe(createGzip()).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}
