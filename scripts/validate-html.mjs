// The W3C Nu HTML Checker (vnu-jar, on Java) over every prerendered page of the web build:
// prints each error with its page and line, and exits 1 when there is any.
// `npm run validate:html [-- --report file.json]` (the report counts one test for CI's total).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnu from 'vnu-jar';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'apps/web/build/client');

const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
  .map((file) => path.join(client, file));
if (pages.length === 0) {
  console.error('No prerendered pages: run npm run build first.');
  process.exit(1);
}

const java = process.env.JAVA ?? 'java';
const result = spawnSync(java, ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) {
  console.error(`Could not run ${java}: ${result.error.message}`);
  process.exit(1);
}
const errors = JSON.parse(result.stderr || '{"messages":[]}').messages.filter(
  (m) => m.type === 'error' || m.subType === 'fatal',
);
// Each page inlines the CSS its first screen uses (Tailwind 4 output). The checker's CSS engine
// predates parts of it (@property, margin-trim, gradient interpolation `in oklab`), which every
// supported browser parses, so its "CSS:" messages are counted but are not HTML errors.
const messages = errors.filter((m) => !m.message.startsWith('CSS:'));
const cssNotes = errors.length - messages.length;
for (const m of messages) {
  const page = '/' + path.relative(client, fileURLToPath(m.url)).replace(/index\.html$/, '');
  console.log(`${page.replace(/\/$/, '') || '/'}:${m.lastLine ?? '?'} ${m.message}`);
}
console.log(
  `Nu HTML Checker: ${pages.length} pages, ${messages.length} errors` +
    (cssNotes ? ` (${cssNotes} messages on the inlined modern CSS set aside)` : ''),
);
const code = messages.length > 0 ? 1 : 0;
const reportAt = process.argv.indexOf('--report');
if (reportAt > 0 && process.argv[reportAt + 1]) {
  const file = path.resolve(process.argv[reportAt + 1]);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ numPassedTests: 1 - code, numFailedTests: code }));
}
process.exit(code);
