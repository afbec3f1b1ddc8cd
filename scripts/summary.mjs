// Totals the JSON reports of Vitest and Playwright into the one closing line CI reads:
// "N passed, N failed", after a line per suite and the name of every test that failed, so the
// tail of a CI log says what to look at. Usage: node scripts/summary.mjs report.json [...]
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** The first lines of a failure's message, without colour codes: enough to start looking. */
function firstLines(message, count = 6) {
  if (!message) return '';
  const plain = stripVTControlCharacters(String(message));
  const lines = plain.split('\n').filter((line) => line.trim() !== '');
  return lines
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');
}

/** Playwright nests suites in files and describe blocks; its specs hold the results. */
function playwrightFailures(suites, parents = []) {
  const names = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          names.push(
            `${[...path, spec.title].join(' › ')} (${test.status === 'flaky' ? 'flaky: passed on retry' : 'failed'})`,
          );
          const error = (test.results ?? []).find((result) => result.error)?.error;
          const where = error?.location ? ` at ${error.location.file}:${error.location.line}` : '';
          if (error) names.push(`${firstLines(error.message)}${where ? `\n     ${where}` : ''}`);
        }
      }
    }
    names.push(...playwrightFailures(suite.suites, path));
  }
  return names;
}

function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      names.push(`${file.name}: ${test.fullName ?? test.title}`);
      const message = firstLines(test.failureMessages?.[0]);
      if (message) names.push(message);
    }
    // A file that failed to load has no assertions but a message.
    if (failed.length === 0 && file.status === 'failed')
      names.push(`${file.name}: ${file.message ?? 'failed'}`);
  }
  return names;
}

export function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, missing: true, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a journey that failed once and passed on CI's one retry counts as passed, but is
    // listed with its first error, so a flaky journey stays visible in the log's tail.
    const { expected, unexpected, flaky } = report.stats;
    return {
      passed: expected + flaky,
      failed: unexpected,
      failures: playwrightFailures(report.suites),
    };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    failures: vitestFailures(report),
  };
}

export function summarise(files, log = () => {}) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const counts = countReport(file);
    if (counts.missing) {
      failed += 1; // a suite that produced no report did not pass
      log(`${file}: no report`);
      continue;
    }
    log(`${file}: ${counts.passed} passed, ${counts.failed} failed`);
    for (const name of counts.failures) log(name.startsWith(' ') ? name : `  look at: ${name}`);
    passed += counts.passed;
    failed += counts.failed;
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarise(process.argv.slice(2), (line) => console.log(line));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}
