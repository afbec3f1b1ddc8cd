import { measure, warmUp } from './measure.mjs';
import { signInStaff } from '../staff-sign-in.mjs';

/**
 * Rounds of the API measurement; each row's figures are the median over them. Five, not three:
 * on this shared two-core machine one endpoint's per-round p99 ratio ranged from 0.64x to 3.23x
 * within one run (its CPU per request from 0.9x to 1.1x), so the median of three still moved by
 * a third from one run to the next. Each round costs about 75 s.
 */
export const API_ROUNDS = 5;
/**
 * Seconds of unmeasured load each endpoint and baseline gets before the rounds. A server just
 * started is cold for its first tens of seconds (V8 still compiling its hot paths, the embedded
 * database's WebAssembly among them): on a fresh server, POST /api/addLead took 690 µs of CPU
 * per request in its first 10 s of load and 365-430 µs in each of the six 10 s after, so the
 * first round measured start-up, not the steady state that the budget is about.
 */
export const WARM_UP_SECONDS = 10;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of a figure that may be missing (CPU time off Linux): missing if any round lacks it. */
const medianOf = (values) => (values.every((v) => v !== undefined) ? median(values) : undefined);

/**
 * The public forms and signed-in back-office lists, each against the bare baseline doing the same
 * database work (`baselinePort`, signed in with `baselineSession`). On a shared two-core machine
 * p99 drifts by a factor of two from one minute to the next, so each endpoint is measured right
 * after a run of its baseline, in API_ROUNDS rounds, and judged by the median of its per-round
 * ratios: measured minutes apart, the two would compare the machine's moods, not the code.
 */
export async function apiLatency({ base, baselinePort, baselineSession, admin, pids = {} }) {
  let n = 0;
  const unique = () => `perf-${Date.now().toString(36)}-${n++}@example.org`;
  const { status, cookie } = await signInStaff(base, admin);
  if (status !== 200) throw new Error(`admin sign-in failed: ${status}`);
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  const write = { method: 'POST', body: () => ({ email: unique() }) };
  const contact = {
    method: 'POST',
    body: () => ({ name: 'Perf Test', companyName: 'Load Ltd', professionalEmail: unique() }),
  };
  const signedInAs = { headers: { cookie } };
  const baselineSignedIn = { headers: { cookie: `staff_session=${baselineSession}` } };
  // Back-office routes must check and renew the session on every request; the bare list does
  // not, so they are measured against the same list behind the same session work. The TrustLink
  // case list's statement (its columns, the assignee's name, the count, the exclusions) is more
  // than a page of rows: it is measured against the baseline running that statement on as many
  // cases, with the plain page as its floor, for reference.
  // A form is measured against the baseline writing the same lead, index, counter and e-mail
  // (DESIGN §9: "bare Fastify doing the same database work"); a plain one-row insert is measured
  // too, as the floor the request pipeline and that work stand on.
  const baselineLoads = {
    newsletterLead: [`${baselineUrl}/newsletter-lead`, write],
    contactLead: [`${baselineUrl}/contact-lead`, contact],
    insert: [`${baselineUrl}/insert`, write],
    list: [`${baselineUrl}/list`, {}],
    signedIn: [`${baselineUrl}/list-signed-in`, baselineSignedIn],
    signedInCases: [`${baselineUrl}/cases-signed-in`, baselineSignedIn],
  };
  const baselines = Object.fromEntries(
    Object.entries(baselineLoads).map(([kind, [url, request]]) => [
      kind,
      () => measure(url, request, pids.baseline),
    ]),
  );
  const courseId = await firstCourseId(base, cookie);
  const endpoints = [
    {
      route: 'POST /api/addLead',
      against: 'newsletterLead',
      floor: 'insert',
      kind: 'form',
      url: '/api/addLead',
      request: write,
    },
    {
      route: 'POST /api/submit_contact_form',
      against: 'contactLead',
      floor: 'insert',
      kind: 'form',
      url: '/api/submit_contact_form',
      request: contact,
    },
    ...[
      ['GET /api/admin/staff (signed in)', '/api/admin/staff'],
      ['GET /api/admin/leads (signed in)', '/api/admin/leads'],
      [
        'GET /api/admin/trustlink/cases (signed in)',
        '/api/admin/trustlink/cases',
        { against: 'signedInCases', floor: 'signedIn' },
      ],
      [
        'GET /api/admin/courses/:id/learners (signed in)',
        `/api/admin/courses/${courseId}/learners`,
      ],
    ].map(([route, url, baselines = { against: 'signedIn' }]) => ({
      route,
      ...baselines,
      kind: 'list',
      url,
      request: signedInAs,
    })),
  ];

  for (const [url, request] of [
    ...Object.values(baselineLoads),
    ...endpoints.map(({ url, request }) => [`${base}${url}`, request]),
  ])
    await warmUp(url, request, WARM_UP_SECONDS);

  const runs = endpoints.map(() => []);
  const baselineRuns = Object.fromEntries(Object.keys(baselineLoads).map((kind) => [kind, []]));
  for (let round = 0; round < API_ROUNDS; round++) {
    baselineRuns.list.push(await baselines.list());
    baselineRuns.insert.push(await baselines.insert());
    for (const [index, { url, against, floor, request }] of endpoints.entries()) {
      baselineRuns[against].push(await baselines[against]());
      const figures = await measure(`${base}${url}`, request, pids.server);
      const baseline = baselineRuns[against].at(-1);
      // A floor is its latest run of this round: the plain insert (run first) or, for the case
      // list, the plain page behind the session check (run for the lists before it).
      runs[index].push({
        ...figures,
        ...ratios(figures, baseline),
        ...(floor ? { floor: ratios(figures, baselineRuns[floor].at(-1)) } : {}),
      });
    }
  }

  const summary = (figures) => ({
    p99: median(figures.map((f) => f.p99)),
    rps: median(figures.map((f) => f.rps)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
    cpuMs: medianOf(figures.map((f) => f.cpuMs)),
  });
  const rows = endpoints.map(({ route, against, floor, kind }, index) => ({
    route,
    kind,
    floorKind: floor,
    against: summary(baselineRuns[against]),
    ...summary(runs[index]),
    ratio: median(runs[index].map((f) => f.ratio)),
    ratios: runs[index].map((f) => f.ratio),
    cpuRatio: medianOf(runs[index].map((f) => f.cpuRatio)),
    floor: floor
      ? {
          ratio: median(runs[index].map((f) => f.floor.ratio)),
          cpuRatio: medianOf(runs[index].map((f) => f.floor.cpuRatio)),
        }
      : undefined,
  }));
  return {
    newsletterLead: summary(baselineRuns.newsletterLead),
    insert: summary(baselineRuns.insert),
    list: summary(baselineRuns.list),
    signedIn: summary(baselineRuns.signedIn),
    signedInCases: summary(baselineRuns.signedInCases),
    rows,
  };
}

/** An endpoint's p99 and CPU per request as ratios to a baseline's, measured just before. */
function ratios(figures, baseline) {
  return {
    ratio: figures.p99 / Math.max(baseline.p99, 1),
    cpuRatio: figures.cpuMs && baseline.cpuMs ? figures.cpuMs / baseline.cpuMs : undefined,
  };
}

/** A seeded course's id, for its learners list. */
async function firstCourseId(base, cookie) {
  const response = await fetch(`${base}/api/admin/courses`, { headers: { cookie } });
  if (!response.ok) throw new Error(`course list failed: ${response.status}`);
  const [course] = await response.json();
  if (!course?._id) throw new Error('no course to measure the learners list on');
  return course._id;
}
