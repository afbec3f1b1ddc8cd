// `npm test`: unit, component and API tests (Vitest: domain, web in jsdom, API on real PGlite),
// then the Playwright journeys in Chromium against the built app. Ends with "N passed, N failed".
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';
import { summarise } from './summary.mjs';

// Not test-results/: Playwright empties that folder when it starts.
const reports = join(root, 'reports');
rmSync(join(reports, 'vitest.json'), { force: true });
rmSync(join(reports, 'e2e.json'), { force: true });
mkdirSync(reports, { recursive: true });

// `npm test -- e2e/contact.spec.ts apps/api/src/x.test.ts`: only those files, each by its runner.
const files = process.argv.slice(2);
const e2eFiles = files.filter((file) => /(^|\/)e2e\//.test(file));
const unitFiles = files.filter((file) => !e2eFiles.includes(file));
const onlyE2e = files.length > 0 && unitFiles.length === 0;
const onlyUnit = files.length > 0 && e2eFiles.length === 0;

const unit = onlyE2e
  ? 0
  : await run('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
      ...unitFiles,
    ]);
const e2e = onlyUnit
  ? 0
  : await run(process.execPath, [join(root, 'scripts/e2e.mjs'), ...e2eFiles]);

const { passed, failed } = summarise([
  ...(onlyE2e ? [] : [join(reports, 'vitest.json')]),
  ...(onlyUnit ? [] : [join(reports, 'e2e.json')]),
]);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = unit !== 0 || e2e !== 0 || failed > 0 ? 1 : 0;
