// `npm run build`: the site, then the API bundle. React Router 7.18 still hands Vite the
// deprecated `envFile: false` for its internal config loading, and Vite says so a dozen times per
// build: nothing this project can act on, so that one line is left out of the output.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const NOISE = 'The `envFile` option is deprecated, please use `envDir: false` instead.';

function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) if (!line.includes(NOISE)) to.write(`${line}\n`);
      });
      from.on('end', () => rest && !rest.includes(NOISE) && to.write(rest));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const web = await build('@verdantia/web');
process.exitCode = web !== 0 ? web : await build('@verdantia/api');
