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
// predates a few parts of it that every supported browser parses; exactly those messages are set
// aside (listed here, each with its reason). Any other CSS message is an error like an HTML one.
const knownCssGaps = [
  // Registered custom properties (CSS Properties and Values API), Tailwind's --tw-* defaults.
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  // Inside Tailwind's @supports test for Safari's margin-trim.
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  // Custom properties are animatable names in transition-property.
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.$/,
  // Gradient colour interpolation (`linear-gradient(in oklab, ...)`), CSS Images 4.
  /^CSS: “background-image”: (Parse Error|“in” is not a “color” value)\.$/,
];
const messages = errors.filter((m) => !knownCssGaps.some((gap) => gap.test(m.message)));
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
