// Totals the JSON reports of Vitest and Playwright into the one closing line CI reads:
// "N passed, N failed". Usage: node scripts/summary.mjs report.json [...]
import { existsSync, readFileSync } from 'node:fs';

export function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, missing: true };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: flaky tests passed on retry, which we still count as failures to look at.
    const { expected, unexpected, flaky } = report.stats;
    return { passed: expected, failed: unexpected + flaky };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

export function summarise(files) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const counts = countReport(file);
    if (counts.missing) failed += 1; // a suite that produced no report did not pass
    passed += counts.passed;
    failed += counts.failed;
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarise(process.argv.slice(2));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}
