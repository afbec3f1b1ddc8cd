import type { Page } from '@playwright/test';
import { seedQuestionBanks } from '../apps/api/src/db/seed/academy-questions.ts';
import { adminRequest, expect } from './fixtures';

export { axeViolations } from './axe';

/** The text of every page of a PDF, read with pdfjs-dist. */
export async function pdfText(data: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data, useSystemFonts: true }).promise;
  let text = '';
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  return text;
}

/** A learner account made through the API, signed in in the page's local storage. */
export async function signedInLearner(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.org`;
  const password = 'learner password';
  const signUp = await page.request.post('/api/users/sign-up', {
    data: {
      userName: name,
      email,
      password,
      organisation: 'Acme Ltd',
      position: 'Analyst',
      country: 'United Kingdom',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const signIn = await page.request.post('/api/users/sign-in', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  const credential = await signIn.text();
  await page.goto('/academy-page');
  await page.evaluate((value) => localStorage.setItem('user-cred', value), credential);
  return { email, password };
}

/** From My courses: enrols the signed-in learner in the named course. */
export async function enrol(page: Page, courseName: string) {
  await page.goto('/all-courses');
  const card = page.getByTestId('available-course').filter({ hasText: courseName });
  await card.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByTestId('my-course').filter({ hasText: courseName })).toBeVisible();
}

/** From My courses: opens an enrolled course with Continue. */
export async function openMyCourse(page: Page, courseName: string) {
  await page
    .getByTestId('my-course')
    .filter({ hasText: courseName })
    .getByRole('link', { name: /Continue/ })
    .click();
  await page.waitForURL('**/esg-course/**');
}

/**
 * The path and fragment of the last link to `pagePath` mailed to `email`, read from the outbox
 * as the first admin (without SMTP, mail waits there).
 */
/** The text of every e-mail the outbox holds for `email` (read through the staff API). */
export async function mailedTexts(baseURL: string, email: string) {
  const admin = await adminRequest(baseURL);
  const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
    items: { to: string; text: string }[];
  };
  await admin.dispose();
  return outbox.items.filter((item) => item.to === email).map((item) => item.text);
}

export async function mailedLink(baseURL: string, email: string, pagePath: string) {
  const admin = await adminRequest(baseURL);
  const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
    items: { to: string; text: string }[];
  };
  await admin.dispose();
  const pattern = new RegExp(`${pagePath}#[A-Za-z0-9_-]{43}`);
  const link = outbox.items
    .filter((item) => item.to === email)
    .map((item) => pattern.exec(item.text)?.[0])
    .find(Boolean);
  expect(link, `a link to ${pagePath} mailed to ${email}`).toBeTruthy();
  return link!;
}

/**
 * Takes the course's final assessment in the page as a learner who studied: starts it, answers
 * every drawn question from the seeded bank (single and multiple choice), submits, and checks
 * the pass. The course page must be open with its lectures completed.
 */
export async function passFinalAssessment(page: Page, courseName: string) {
  const bank = seedQuestionBanks[courseName];
  if (!bank) throw new Error(`no seeded question bank for ${courseName}`);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  const questions = page.getByRole('group');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    const legend = (await question.locator('legend').innerText()).replace(/^\d+\.\s*/, '');
    const seeded = bank.find((item) => item.prompt === legend.trim());
    if (!seeded) throw new Error(`question not in the seeded bank: ${legend}`);
    for (const [text, correct] of seeded.options) {
      if (correct) await question.getByLabel(text, { exact: true }).check();
    }
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByTestId('assessment-result').getByRole('status')).toContainText(
    'Passed: 100%',
  );
}
