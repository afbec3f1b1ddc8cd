import { expect as baseExpect, signInAsAdmin, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });
// A busy shared machine can take seconds to hydrate the back-office.
const expect = baseExpect.configure({ timeout: 20_000 });

const pages = [
  ['/admin', 'Dashboard'],
  ['/admin/leads', 'Leads'],
  ['/admin/posts', 'Blog dashboard'],
  ['/admin/posts/new', 'New post'],
  ['/admin/news', 'Blog dashboard'],
  ['/admin/news/new', 'New news article'],
  ['/admin/outbox', 'Outbox'],
  ['/admin/staff', 'Staff'],
  ['/admin/audit', 'Audit log'],
  ['/admin/account', 'Your account'],
  ['/admin/cases', 'TrustLink cases'],
  ['/admin/assessments', 'Assessments'],
  ['/admin/assistant', 'Standards assistant'],
  ['/admin/courses', 'Courses'],
] as const;

test('every staff page fits a 390 px phone, and the menu is a drawer', async ({ page }) => {
  // Content for every list: a lead, and a message in the outbox. One lead has a company name
  // and an e-mail address far wider than a phone, with no space to break at.
  await page.request.post('/api/addLead', { data: { email: `phone-${Date.now()}@example.com` } });
  const company = `Sustainabilityreportingandassuranceservicesinternational${Date.now()}`.repeat(2);
  const email = `${'very-long-mailbox-name'.repeat(2)}@${'subsidiary'.repeat(5)}.example.com`;
  const sent = await page.request.post('/api/submit_contact_form', {
    data: { name: 'Robin Long', companyName: company, professionalEmail: email, source: 'contact' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signInAsAdmin(page);
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
  }
  // A course with its sections, lectures and their buttons.
  await page
    .getByRole('link', { name: /ESG Fundamentals/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sections and lectures' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const courseWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(courseWidth, `the course editor is ${courseWidth} px wide`).toBeLessThanOrEqual(390);

  // The long values wrap: all of the company name and the address can still be read.
  for (const path of ['/admin', '/admin/leads']) {
    await page.goto(path);
    await expect(page.getByText(company).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} with a long company name is ${width} px wide`).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: test.info().outputPath(`${path.slice(1).replace('/', '-')}.png`),
    });
  }
  await expect(page.getByText(email).first()).toBeVisible();

  await page.goto('/admin/outbox');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Back-office menu' });
  await drawer.getByRole('link', { name: 'Staff' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  // Retry, role and remove stay reachable on the phone.
  await expect(page.getByText('(you)')).toBeVisible();
});
