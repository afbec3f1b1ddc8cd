import { API_ROUNDS, WARM_UP_SECONDS } from './api-latency.mjs';
import { budgets } from './budgets.mjs';
import { INTERVAL_MS } from './measure.mjs';

/** The API latencies as ratios to the baseline, against the budget. */
/** What each floor is, printed under the endpoints measured against it too. */
const floors = {
  insert: 'against one plain insert (no index, counter or e-mail; for reference)',
  signedIn: 'against the plain page behind the session check (for reference)',
};

export function printApi({ newsletterLead, insert, list, signedIn, signedInCases, rows }) {
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
  console.log(
    `\nAPI p99 at 200 requests/s for 10 s, as a ratio to the bare baseline measured just before ` +
      `(median of ${API_ROUNDS} rounds, after ${WARM_UP_SECONDS} s of unmeasured load on each)`,
  );
  console.log(
    `baseline: a newsletter lead p99 ${ms(newsletterLead.p99)} at ${newsletterLead.rps.toFixed(0)} req/s, ` +
      `one plain insert p99 ${ms(insert.p99)} at ${insert.rps.toFixed(0)} req/s, ` +
      `a page of 20 rows p99 ${ms(list.p99)} at ${list.rps.toFixed(0)} req/s, ` +
      `the page behind a session check p99 ${ms(signedIn.p99)} at ${signedIn.rps.toFixed(0)} req/s, ` +
      `the case list's statement behind it p99 ${ms(signedInCases.p99)} at ${signedInCases.rps.toFixed(0)} req/s`,
  );
  const cpu = (value) => (value === undefined ? '-' : `${value.toFixed(2)} ms`).padStart(8);
  const times = (value) => (value === undefined ? '-' : `${value.toFixed(2)}x`).padEnd(6);
  console.log(
    'endpoint'.padEnd(48),
    'req/s   p99     baseline ratio  errors     rounds',
    '            CPU/request baseline ratio',
  );
  for (const r of rows) {
    console.log(
      r.route.padEnd(48),
      r.rps.toFixed(0).padEnd(7),
      ms(r.p99),
      ms(r.against.p99).padEnd(9),
      `${r.ratio.toFixed(2)}x`.padEnd(6),
      String(r.errors).padEnd(6),
      (r.ratio <= budgets.apiRatio[r.kind] && r.errors === 0 ? 'ok' : 'OVER').padEnd(4),
      r.ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(' '),
      cpu(r.cpuMs),
      cpu(r.against.cpuMs),
      times(r.cpuRatio),
    );
    if (r.floor)
      console.log(
        `  ${floors[r.floorKind]}`.padEnd(104),
        `${r.floor.ratio.toFixed(2)}x`.padEnd(39),
        times(r.floor.cpuRatio),
      );
  }
  console.log(
    `budget: p99 <= ${budgets.apiRatio.form}x (public forms), ${budgets.apiRatio.list}x ` +
      '(back-office lists) the baseline doing the same database work (a form: its lead, ' +
      'indexes, inbox counter and notification e-mail; a list: the page behind the session ' +
      'check; the case list: its own statement on as many cases, behind it)',
  );
  console.log(
    `p99: of the 2xx responses, a response slower than twice its connection's ${INTERVAL_MS} ms ` +
      "interval counted again for each request it held back (not autocannon's own p99: see " +
      'scripts/perf/latency.mjs)',
  );
  console.log(
    "CPU/request: the server process's CPU time (all threads) over the 10 s run, per request; its " +
      'ratio (median of the rounds) is the stabler figure: p99 on a shared machine is mostly ' +
      'queueing behind whatever else runs',
  );
}
