// Bundles the server into dist/main.js. Runtime dependencies stay external (node_modules is there
// at run time, and PGlite's WASM files must be loaded from their package); the workspace package
// @verdantia/domain is TypeScript source without a build, so it is bundled in.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(fs.readFileSync(here('./package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@verdantia/domain');

fs.rmSync(here('./dist'), { recursive: true, force: true });

await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, ...) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // A CommonJS module bundled into ESM may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// migrate.ts looks for the migrations beside the module: dist/migrations for the bundle.
fs.cpSync(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log('copied src/db/migrations -> dist/migrations');

// The evidence cleaner's worker is plain JavaScript run as it is, not bundled: its pool looks
// for it beside the importing module, which in the bundle is dist/main.js.
fs.copyFileSync(
  here('./src/features/trustlink/evidence-clean-worker.mjs'),
  here('./dist/evidence-clean-worker.mjs'),
);
console.log('copied evidence-clean-worker.mjs -> dist/');
