import type { Page } from '@playwright/test';
import { site } from '@verdantia/domain/site/config';
import { expect, test, waitForHydration } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
// By accessible name: the visible label of a required field ends with an asterisk.
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /Send message|Sending/ });

/** Opens /contact and waits until the form's code has loaded (its button is then enabled). */
async function openContactForm(page: Page, path = '/contact') {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await expect(sendButton(page)).toBeEnabled();
}

async function chooseSector(page: Page, sector: string) {
  await form(page).getByRole('combobox', { name: 'Sector' }).click();
  await page.getByRole('option', { name: sector, exact: true }).click();
}

async function fillRequired(page: Page) {
  await field(page, 'Name').fill('Amara Okafor');
  await field(page, 'Company name').fill('Northwind Foods');
  await field(page, 'Professional e-mail').fill('amara@northwind.example');
}

test('the contact page is prerendered with its title, ways to reach us, the form and the FAQ', async ({
  request,
}) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('<title>Contact us | Verdantia</title>');
  expect(html).toContain('id="contact-form"');
  expect(html).toContain('aria-label="Contact form"');
  expect(html).toContain(`href="mailto:${site.email}"`);
  expect(html).toContain(`href="${site.bookingUrl}"`);
  expect(html).toContain('Supply Chain Sustainability Tracker');
  // FAQPage structured data in the head, with the nine questions.
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(jsonLd ?? 'null') as { '@type': string; mainEntity: { name: string }[] };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(9);
  expect(data.mainEntity.map((q) => q.name)).toContain('Where are you located?');
});

test('book a meeting opens the scheduling service in a new tab; send us a message is a mailto link', async ({
  page,
}) => {
  await page.goto('/contact');
  const booking = page.getByRole('link', { name: /Book a meeting/ });
  await expect(booking).toHaveAttribute('href', site.bookingUrl);
  await expect(booking).toHaveAttribute('target', '_blank');
  await expect(booking).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('link', { name: site.email }).first()).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});

test('the FAQ has nine collapsible questions that work with the keyboard', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const questions = page.locator('details[name="contact-faq"]');
  await expect(questions).toHaveCount(9);
  const green = questions.filter({ hasText: 'What is the Green Hub?' });
  await expect(green.getByText(/TCFD/)).toBeHidden();
  await green.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(green.getByText(/e-learning, peer sharing/)).toBeVisible();
  await expect(green.getByText(/SBTi/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(green.getByText(/TCFD/)).toBeHidden();
  await questions.filter({ hasText: 'Where are you located?' }).locator('summary').click();
  await expect(page.getByText(new RegExp(`London, at ${site.address.street}`))).toBeVisible();
});

test('sending the form shows the spinner, then the success alert, and resets every field', async ({
  page,
}) => {
  await openContactForm(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/submit_contact_form', async (route) => {
    await held;
    await route.continue();
  });
  await fillRequired(page);
  await field(page, 'Designation').fill('Head of Sustainability');
  await chooseSector(page, 'Technology');
  await field(page, 'Phone').fill('+44 20 7946 0018');
  await field(page, 'Message').fill('We would like a demo of Net Zero.');
  const posted = page.waitForRequest('**/api/submit_contact_form');
  await sendButton(page).click();

  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveText('Sending...');
  expect((await posted).postDataJSON()).toEqual({
    name: 'Amara Okafor',
    designation: 'Head of Sustainability',
    companyName: 'Northwind Foods',
    professionalEmail: 'amara@northwind.example',
    sector: 'Technology',
    phone: '+44 20 7946 0018',
    message: 'We would like a demo of Net Zero.',
    source: 'contact',
  });
  release();

  await expect(form(page).getByRole('status')).toHaveText(
    'Your message has been sent successfully!',
  );
  for (const label of [
    'Name',
    'Designation',
    'Company name',
    'Professional e-mail',
    'Phone',
    'Message',
  ]) {
    await expect(field(page, label)).toHaveValue('');
  }
  await expect(form(page).getByRole('combobox', { name: 'Sector' })).toHaveText(
    /Select your sector/,
  );
  await expect(sendButton(page)).toBeEnabled();
});

test('a server failure shows the failure alert and keeps everything typed', async ({ page }) => {
  await openContactForm(page);
  await page.route('**/api/submit_contact_form', (route) =>
    route.fulfill({ status: 500, json: { message: 'Down' } }),
  );
  await fillRequired(page);
  await field(page, 'Message').fill('Please call me back.');
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Failed to send your message, please try again.',
  );
  await expect(field(page, 'Name')).toHaveValue('Amara Okafor');
  await expect(field(page, 'Company name')).toHaveValue('Northwind Foods');
  await expect(field(page, 'Professional e-mail')).toHaveValue('amara@northwind.example');
  await expect(field(page, 'Message')).toHaveValue('Please call me back.');
});

test('a network error is a failure too', async ({ page }) => {
  await openContactForm(page);
  await page.route('**/api/submit_contact_form', (route) => route.abort('connectionrefused'));
  await fillRequired(page);
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Failed to send your message, please try again.',
  );
  await expect(field(page, 'Name')).toHaveValue('Amara Okafor');
});

test('required fields show their messages next to them and nothing is sent', async ({ page }) => {
  await openContactForm(page);
  let posted = false;
  await page.route('**/api/submit_contact_form', (route) => ((posted = true), route.continue()));
  await field(page, 'Professional e-mail').fill('not-an-address');
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please check the 3 fields marked below.');
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Company name')).toHaveAccessibleDescription(
    'Please enter your company name.',
  );
  await expect(field(page, 'Professional e-mail')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address.',
  );
  await expect(field(page, 'Name')).toBeFocused();
  expect(posted).toBe(false);
});

test("the server's field errors are shown next to their fields", async ({ page }) => {
  await openContactForm(page);
  await page.route('**/api/submit_contact_form', (route) =>
    route.fulfill({
      status: 400,
      json: {
        message: 'Please correct the highlighted fields.',
        fieldErrors: { companyName: ['That company name is too long.'] },
      },
    }),
  );
  await fillRequired(page);
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Failed to send your message, please try again.',
  );
  await expect(field(page, 'Company name')).toHaveAccessibleDescription(
    'That company name is too long.',
  );
});

test('the sector list comes from the server with Others last; Others reveals a field sent as the sector', async ({
  page,
}) => {
  await openContactForm(page);
  await form(page).getByRole('combobox', { name: 'Sector' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('Agriculture and Food');
  await expect(options.last()).toHaveText('Others');
  expect(await options.count()).toBeGreaterThan(10);
  await page.getByRole('option', { name: 'Others' }).click();

  const other = field(page, 'Your sector');
  await expect(other).toBeVisible();
  await other.fill('Maritime shipping');
  await fillRequired(page);
  const posted = page.waitForRequest('**/api/submit_contact_form');
  await sendButton(page).click();
  expect((await posted).postDataJSON()).toMatchObject({ sector: 'Maritime shipping' });
  await expect(form(page).getByRole('status')).toHaveText(
    'Your message has been sent successfully!',
  );
  await expect(field(page, 'Your sector')).toHaveCount(0);
});

test('when the sector list cannot be loaded, only Others is offered', async ({ page }) => {
  await page.route('**/api/sectors-types/names', (route) =>
    route.fulfill({ status: 503, json: { message: 'Unavailable' } }),
  );
  await openContactForm(page);
  await form(page).getByRole('combobox', { name: 'Sector' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option')).toHaveText('Others');
});

test('a visitor arriving at /contact#contact-form lands on a working form', async ({ page }) => {
  await page.goto('/contact#contact-form');
  await expect(form(page)).toBeInViewport();
  await expect(sendButton(page)).toBeEnabled();
  await expect(field(page, 'Name')).toBeEditable();
});

test("the header's Free Demo link leads to the working form", async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Free Demo' }).first().click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(form(page)).toBeInViewport();
  await expect(sendButton(page)).toBeEnabled();
  await expect(page.locator('details[name="contact-faq"]')).toHaveCount(9);
});

test('the contact page offers a Request info button and has no newsletter in its footer', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Request info' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toHaveCount(0);
});
