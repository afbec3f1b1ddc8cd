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

const unit = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
const e2e = await run(process.execPath, [join(root, 'scripts/e2e.mjs')]);

const { passed, failed } = summarise([join(reports, 'vitest.json'), join(reports, 'e2e.json')]);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = unit !== 0 || e2e !== 0 || failed > 0 ? 1 : 0;
