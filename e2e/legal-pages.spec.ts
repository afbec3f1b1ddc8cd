import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const sectionHeadings = (page: Page) => page.locator('article > section > h2');

async function expectNumbered(page: Page, count: number) {
  await expect(sectionHeadings(page)).toHaveCount(count);
  const texts = await sectionHeadings(page).allTextContents();
  texts.forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  // The table of contents links to every section.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(count);
}

test('the privacy policy has 12 numbered sections and its data-protection promises', async ({
  page,
}) => {
  await page.goto('/legal/privacy-policy');
  await expectNumbered(page, 12);
  const article = page.locator('article');
  await expect(page.getByRole('main')).toContainText(
    'UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018',
  );
  await expect(article).toContainText('within one month');
  await expect(article).toContainText(
    'We do not share, sell, rent or trade your personal data with third parties',
  );
  await expect(article).toContainText('We do not transfer it outside the UK');
  await expect(article).toContainText('Information Commissioner’s Office');
  await expect(article.getByRole('link', { name: 'hello@example.com' }).first()).toHaveAttribute(
    'href',
    'mailto:hello@example.com',
  );

  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Your rights' })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { name: '10. Your rights' })).toBeInViewport();
});

test('the terms of service have 21 numbered sections, the date and links to the other policies', async ({
  page,
}) => {
  await page.goto('/legal/terms-of-service');
  await expectNumbered(page, 21);
  await expect(page.getByText('Last updated: 27 November 2024')).toBeVisible();
  const article = page.locator('article');
  await expect(article).toContainText('registered in England and Wales');
  await expect(article).toContainText('governed by English law');
  await expect(article.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/legal/privacy-policy',
  );
  await expect(article.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/legal/Cookies',
  );
});

test('the cookie policy lists what is stored, and "Change cookie choice" clears the stored answer', async ({
  page,
}) => {
  await page.goto('/legal/Cookies');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: 'Items this website stores in your browser' });
  await expect(table.getByRole('rowheader')).toHaveText([
    'cookiesAccepted',
    'user-cred',
    'Staff session cookie',
  ]);
  await expect(page.getByText('You have accepted cookies on this browser.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();

  await page.getByRole('button', { name: 'Change cookie choice' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBeNull();
  await expect(
    page.getByText('Your choice has been cleared. The cookie banner will ask you again.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test('the principles page lists the 15 principles in order', async ({ page }) => {
  await page.goto('/principles');
  const principles = page.getByTestId('principles-list').locator(':scope > li');
  await expect(principles).toHaveCount(15);
  await expect(principles.locator('h3')).toHaveText([
    'Demonstrate Integrity',
    'Maintain Objectivity',
    'Demonstrate Competency',
    'Exercise Due Professional Care',
    'Maintain Confidentiality',
    'Authorized by the Board',
    'Positioned Independently',
    'Overseen by the Board',
    'Plan Strategically',
    'Manage Resources',
    'Communicate Effectively',
    'Enhance Quality',
    'Plan Engagements Effectively',
    'Conduct Engagement Work',
    'Communicate Engagement Results and Monitor Action Plans',
  ]);
  await expect(
    page.getByRole('heading', { name: 'Domain I: Purpose of Internal Auditing' }),
  ).toBeVisible();
  await expect(principles.nth(13)).toContainText('6 standards under this principle');
});

test('the about page leads to contact and the free assessment', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/based in London/).first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(
    main.getByRole('link', { name: 'Take the free assessment' }).first(),
  ).toHaveAttribute('href', '/start-green');
  for (const href of ['/esg-software', '/solution', '/service/esg-assurance', '/academy-page']) {
    await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});
