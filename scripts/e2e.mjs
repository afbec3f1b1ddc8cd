// Playwright journeys against the built app in Chromium. Builds first when sources changed.
import { chromiumHelp, ensureBuilt, findChromium, run } from './lib.mjs';

const chromium = await findChromium();
if (!chromium) {
  console.error(chromiumHelp);
  process.exit(1);
}
await ensureBuilt();
process.exitCode = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
