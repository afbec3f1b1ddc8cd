import { budgets } from './budgets.mjs';

const pad = (value, width) => String(value).padEnd(width);
const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}x` : '-');

/**
 * The Lighthouse figures (median of three runs) and first-load script of each route, against the
 * budgets and as a ratio to the bare React Router page measured in the same run, then what ran on
 * the main thread.
 */
export function printRoutes(rows, bare) {
  const mark = (ok) => (ok ? 'ok ' : 'OVER');
  console.log(
    '\nLighthouse (mobile, median of three runs) and first-load script (gzip, all fetched before idle)',
  );
  console.log(
    pad('route', 26),
    'perf a11y bp  seo  FCP   LCP   CLS    TBT  TBT/bare  JS KB (n)        JS/bare  CSS KB',
  );
  for (const r of [bare, ...rows]) {
    if (!r) continue;
    if (r.error) {
      console.log(pad(r.route, 26), `Lighthouse could not audit the page: ${r.error}`);
      continue;
    }
    const ok =
      r.performance >= budgets.performance &&
      r.accessibility >= 100 &&
      r['best-practices'] >= 100 &&
      r.seo >= 100 &&
      r.cls < budgets.cls &&
      r.tbt <= budgets.tbtMs &&
      r.lcp <= budgets.lcpMs &&
      r.scriptKb <= budgets.jsKb &&
      (!bare || r === bare || r.scriptKb <= bare.scriptKb * budgets.jsRatio);
    // A bare TBT near 0 makes a ratio meaningless: the difference in ms says more then.
    const tbtVsBare =
      !bare || r === bare
        ? '-'
        : bare.tbt >= 10
          ? ratio(r.tbt, bare.tbt)
          : `+${(r.tbt - bare.tbt).toFixed(0)}ms`;
    console.log(
      pad(r.route, 26),
      pad(r.performance, 4),
      pad(r.accessibility, 4),
      pad(r['best-practices'], 3),
      pad(r.seo, 4),
      pad(r.fcp.toFixed(0), 5),
      pad(r.lcp.toFixed(0), 5),
      pad(r.cls.toFixed(3), 6),
      pad(r.tbt.toFixed(0), 4),
      pad(tbtVsBare, 9),
      pad(`${r.scriptKb.toFixed(1)} (${r.scriptCount}) ${mark(r.scriptKb <= budgets.jsKb)}`, 16),
      pad(bare && r !== bare ? ratio(r.scriptKb, bare.scriptKb) : '-', 8),
      r.cssKb === undefined ? '-' : r.cssKb.toFixed(1),
      r === bare || ok ? '' : ' <- below budget',
    );
    if (r.runs)
      console.log(
        pad('', 26),
        'runs (perf/TBT/LCP):',
        r.runs.map((x) => `${x.performance}/${x.tbt.toFixed(0)}/${x.lcp.toFixed(0)}`).join('  '),
      );
    if (r.failing.length) console.log(pad('', 26), 'audits to look at:', r.failing.join(', '));
  }
  console.log(
    `budgets: perf >= ${budgets.performance}, a11y/bp/seo = 100, CLS < ${budgets.cls}, TBT <= ${budgets.tbtMs} ms, LCP <= ${budgets.lcpMs} ms, first-load JS <= ${budgets.jsKb} KB gzip and <= ${budgets.jsRatio}x the bare page`,
  );

  console.log(
    '\nMain thread during load (run with the median TBT): work by kind, then per script (ms: total = scripting + parse/compile + other), long tasks',
  );
  for (const r of [bare, ...rows]) {
    if (!r || r.error) continue;
    const work = Object.entries(r.work)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(`${r.route}: ${work}`);
    for (const s of r.bootup.slice(0, 5))
      console.log(
        `   ${pad(s.script, 40)} total ${pad(s.total.toFixed(0), 5)} scripting ${pad(s.scripting.toFixed(0), 5)} parse ${s.parse.toFixed(0)}`,
      );
    if (r.longTasks.length)
      console.log(
        `   long tasks: ${r.longTasks.map((t) => `${t.script || 'unattributed'} ${t.duration.toFixed(0)}ms@${t.start.toFixed(0)}`).join(', ')}`,
      );
    const heaviest = [...r.scripts].sort((a, b) => b.kb - a.kb).slice(0, 6);
    console.log(
      `   scripts: ${heaviest.map((s) => `${s.file} ${s.kb.toFixed(1)}`).join(', ')}${r.scripts.length > 6 ? ', ...' : ''}`,
    );
  }
}
