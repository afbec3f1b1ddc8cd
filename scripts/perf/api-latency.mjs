import { measure } from './measure.mjs';
import { signInStaff } from '../staff-sign-in.mjs';

/**
 * The public forms and signed-in back-office lists, each against the bare baseline doing the same
 * database work (`baselinePort`, signed in with `baselineSession`).
 */
export async function apiLatency({ base, baselinePort, baselineSession, admin }) {
  let n = 0;
  const unique = () => `perf-${Date.now().toString(36)}-${n++}@example.org`;
  const { status, cookie } = await signInStaff(base, admin);
  if (status !== 200) throw new Error(`admin sign-in failed: ${status}`);
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;
  const write = { method: 'POST', body: () => ({ email: unique() }) };
  const insert = await measure(`${baselineUrl}/insert`, write);
  const list = await measure(`${baselineUrl}/list`);
  // Back-office routes must check and renew the session on every request; the bare list does
  // not, so they are measured against the same list behind the same session work.
  const signedIn = await measure(`${baselineUrl}/list-signed-in`, {
    headers: { cookie: `staff_session=${baselineSession}` },
  });
  const rows = [
    {
      route: 'POST /api/addLead',
      against: insert,
      kind: 'form',
      ...(await measure(`${base}/api/addLead`, write)),
    },
    {
      route: 'POST /api/submit_contact_form',
      against: insert,
      kind: 'form',
      ...(await measure(`${base}/api/submit_contact_form`, {
        method: 'POST',
        body: () => ({ name: 'Perf Test', companyName: 'Load Ltd', professionalEmail: unique() }),
      })),
    },
    {
      route: 'GET /api/admin/staff (signed in)',
      against: signedIn,
      kind: 'list',
      ...(await measure(`${base}/api/admin/staff`, { headers: { cookie } })),
    },
    {
      route: 'GET /api/admin/leads (signed in)',
      against: signedIn,
      kind: 'list',
      ...(await measure(`${base}/api/admin/leads`, { headers: { cookie } })),
    },
    {
      route: 'GET /api/admin/trustlink/cases (signed in)',
      against: signedIn,
      kind: 'list',
      ...(await measure(`${base}/api/admin/trustlink/cases`, { headers: { cookie } })),
    },
    {
      route: 'GET /api/admin/courses/:id/learners (signed in)',
      against: signedIn,
      kind: 'list',
      ...(await measure(`${base}/api/admin/courses/${await firstCourseId(base, cookie)}/learners`, {
        headers: { cookie },
      })),
    },
  ];
  return { insert, list, signedIn, rows };
}

/** A seeded course's id, for its learners list. */
async function firstCourseId(base, cookie) {
  const response = await fetch(`${base}/api/admin/courses`, { headers: { cookie } });
  if (!response.ok) throw new Error(`course list failed: ${response.status}`);
  const [course] = await response.json();
  if (!course?._id) throw new Error('no course to measure the learners list on');
  return course._id;
}
