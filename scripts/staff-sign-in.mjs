// Signs a staff member in from a script (crash test, perf, scale-out), second factor included:
// roles that read personal data must enrol an authenticator at their first sign-in, and give a
// code at every later one. The first sign-in enrols (the secret and the ten recovery codes are
// kept in this process); later ones spend a recovery code, because the server accepts one TOTP
// code per 30-second step and a script signs in several times within one.
import { generate } from 'otplib';

/** Per address: what enrolment gave this process. */
const enrolled = new Map();

const STEP_MS = 30_000;

/** Once the recovery codes are spent: the TOTP code of a step this process has not used yet. */
async function nextTotp(known) {
  const step = () => Math.floor(Date.now() / STEP_MS);
  while (step() <= (known.lastStep ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  known.lastStep = step();
  return generate({ secret: known.secret, epoch: known.lastStep * (STEP_MS / 1000) });
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * @param {string} base the server's origin
 * @param {{ email: string, password: string }} credentials
 * @param {Record<string, string>} [headers] extra request headers (a proxy's X-Forwarded-For)
 * @returns {Promise<{ status: number, cookie: string }>} the password step's status, and the
 *   cookie of a fully signed-in session when it succeeded
 */
export async function signInStaff(base, credentials, headers = {}) {
  const post = (path, body, cookie) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const response = await post('/api/admin/session', credentials);
  if (!response.ok) return { status: response.status, cookie: '' };
  const cookie = cookieOf(response);
  const { twoStep } = await response.json();
  if (twoStep === 'enrolment-required') {
    const start = await post('/api/admin/two-step/totp/start', {}, cookie);
    if (!start.ok) throw new Error(`two-step enrolment failed to start: ${start.status}`);
    const { secret } = await start.json();
    const confirm = await post(
      '/api/admin/two-step/totp/confirm',
      { code: await generate({ secret }) },
      cookie,
    );
    if (!confirm.ok) throw new Error(`two-step enrolment failed: ${confirm.status}`);
    const { recoveryCodes } = await confirm.json();
    // The confirmation used this step's code: a later TOTP must wait for the next step.
    const lastStep = Math.floor(Date.now() / STEP_MS);
    enrolled.set(credentials.email, { secret, recoveryCodes: [...recoveryCodes], lastStep });
  } else if (twoStep === 'code-required') {
    const known = enrolled.get(credentials.email);
    if (!known) throw new Error(`${credentials.email} was enrolled outside this process`);
    const code = known.recoveryCodes.shift() ?? (await nextTotp(known));
    const answer = await post('/api/admin/session/code', { code }, cookie);
    if (!answer.ok) throw new Error(`two-step code refused: ${answer.status}`);
  }
  return { status: response.status, cookie };
}
