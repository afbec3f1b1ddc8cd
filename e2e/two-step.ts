import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

// Two-step sign-in in journeys. Roles that read cases or personal data must have a second factor,
// so signing a member in means answering with a TOTP code computed here from their secret, which
// the helpers keep (per address) in the run's data folder, shared by every worker.
// The server accepts a code once per 30-second step per member: a helper that signs the same
// member in again within a step waits for the next step (polling, up to one step).

const dir = process.env.E2E_DATA_DIR ?? tmpdir();
const fileOf = (kind: string, email: string) => join(dir, `${kind}-${email.replace(/\W/g, '_')}`);
const readOr = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

export const STEP_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

export const savedSecret = (email: string) => readOr(fileOf('totp', email));
export const saveSecret = (email: string, secret: string) =>
  writeFileSync(fileOf('totp', email), secret);

/**
 * A code the server has not accepted yet for this member: of the current step, or (when this run
 * already used it) of the next one, waited for.
 */
export async function freshCode(email: string, secret = savedSecret(email)): Promise<string> {
  if (!secret) throw new Error(`no authenticator secret saved for ${email}`);
  const used = Number(readOr(fileOf('step', email)) ?? -1);
  await expect
    .poll(currentStep, { timeout: (STEP_SECONDS + 5) * 1000, intervals: [500] })
    .toBeGreaterThan(used);
  const step = currentStep();
  writeFileSync(fileOf('step', email), String(step));
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/**
 * Finishes a sign-in whose password step answered `twoStep`: enrols an authenticator (first
 * sign-in of a role that needs one) or gives the code. @returns the recovery codes of an enrolment.
 */
export async function finishTwoStep(request: APIRequestContext, email: string, twoStep: string) {
  if (twoStep === 'enrolment-required') {
    const start = await request.post('/api/admin/two-step/totp/start', { data: {} });
    expect(start.status(), await start.text()).toBe(200);
    const { secret } = (await start.json()) as { secret: string };
    saveSecret(email, secret);
    const confirm = await request.post('/api/admin/two-step/totp/confirm', {
      data: { code: await freshCode(email) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    return ((await confirm.json()) as { recoveryCodes: string[] }).recoveryCodes;
  }
  if (twoStep === 'code-required') {
    const code = await request.post('/api/admin/session/code', {
      data: { code: await freshCode(email) },
    });
    expect(code.status(), await code.text()).toBe(200);
  }
  return [];
}

/** Password then second factor, through the API, in `request`'s cookie jar. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const response = await request.post('/api/admin/session', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const { twoStep } = (await response.json()) as { twoStep: string };
  await finishTwoStep(request, credentials.email, twoStep);
}

/** Enters the code in the sign-in form's second step, when the form asks for one. */
export async function answerCodeStep(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Two-step code' });
  await form.getByLabel('Code').fill(await freshCode(email));
  await form.getByRole('button', { name: 'Continue' }).click();
}

/**
 * After the sign-in form's password step: sets up an authenticator on the enrolment screen (and
 * answers its recovery codes) or enters the code, whichever the back-office asks for; nothing
 * for an editor without a second factor. Ends on the dashboard.
 */
export async function passTwoStepInBrowser(page: Page, email: string): Promise<string[]> {
  const codeForm = page.getByRole('form', { name: 'Two-step code' });
  const enrolForm = page.getByRole('form', { name: 'Set up two-step sign-in' });
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(codeForm.or(enrolForm).or(dashboard)).toBeVisible();
  let recoveryCodes: string[] = [];
  if (await codeForm.isVisible()) await answerCodeStep(page, email);
  else if (await enrolForm.isVisible()) recoveryCodes = await enrolInBrowser(page, email);
  await expect(dashboard).toBeVisible();
  return recoveryCodes;
}

/** On the enrolment screen: reads the secret, confirms with a code, keeps the recovery codes. */
export async function enrolInBrowser(page: Page, email: string): Promise<string[]> {
  const form = page.getByRole('form', { name: 'Set up two-step sign-in' });
  await expect(form.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await form.getByTestId('totp-secret').textContent())!.trim();
  saveSecret(email, secret);
  await form.getByLabel('Code from the app').fill(await freshCode(email));
  await form.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  return recoveryCodes.map((c) => c.trim());
}
