import { readFile } from 'node:fs/promises';
import { signInAsAdmin, test, waitForHydration } from './fixtures';
import {
  axeViolations,
  expect,
  fillInteraction,
  followUp,
  openForm,
  pin,
  shoot,
} from './trustlink-helpers';

test('a report goes from submission to closure, the reporter following every step', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The reporter: landing, form, receipt.
  await page.goto('/trust-link-1');
  await waitForHydration(page);
  await expect(page.getByText('Not an emergency service').first()).toBeVisible();
  await page.getByRole('link', { name: 'Submit New Interaction' }).click();
  await expect(page).toHaveURL(/\/submit-interaction$/);
  await fillInteraction(page, 'Solvent drums left open at the depot');
  await page.getByRole('button', { name: 'Submit' }).click();
  const idBox = page.getByTestId('interaction-id');
  await expect(idBox).toHaveText(/^\d{16}$/);
  const intId = (await idBox.textContent())!;
  await expect(page.getByText('Save your interaction ID and PIN now.')).toBeVisible();
  await shoot(page, 'receipt');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const receipt = await readFile((await (await download).path())!, 'utf8');
  expect(receipt).toContain(`Interaction ID: ${intId}`);
  expect(receipt).toContain('Come back by:');
  expect(receipt).toContain('30 days');
  expect(receipt).not.toContain(pin);

  // The reporter follows up: the case is New, nobody has written yet.
  let dialog = await followUp(page, intId);
  await expect(
    dialog.getByRole('cell', { name: 'Solvent drums left open at the depot' }),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Sam Carter' })).toBeVisible();
  await expect(dialog.getByTestId('follow-up-status')).toHaveText('New');
  // They can read back what they sent and download their own file through the session.
  await dialog.getByText(/What you submitted/).click();
  await expect(
    dialog.getByText('Drums of solvent were left open overnight by the drain.'),
  ).toBeVisible();
  await expect(dialog.getByText('Sam Carter (Depot manager)')).toBeVisible();
  const ownFile = page.waitForEvent('download');
  await dialog.getByRole('link', { name: /yard-photo\.pdf/ }).click();
  const ownDownload = await ownFile;
  expect(ownDownload.suggestedFilename()).toBe('yard-photo.pdf');
  expect((await readFile((await ownDownload.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The case handler acknowledges and asks a question.
  const staff = await browser.newPage();
  await signInAsAdmin(staff);
  await staff.goto('/admin/cases');
  await staff.getByRole('link', { name: 'Solvent drums left open at the depot' }).click();
  await expect(
    staff.getByRole('heading', { name: 'Solvent drums left open at the depot' }),
  ).toBeVisible();
  await expect(
    staff.getByText('Drums of solvent were left open overnight by the drain.'),
  ).toBeVisible();
  await expect(staff.getByRole('link', { name: /yard-photo\.pdf/ })).toBeVisible();
  await staff.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(staff.getByRole('status').or(staff.getByText('Acknowledged').first())).toBeVisible();
  await staff.getByLabel('Question or answer to the reporter').fill('Which night was it, roughly?');
  await staff.getByRole('button', { name: 'Send to the reporter' }).click();
  // Sent: the message joins the thread and the box empties (until then the text is in both).
  await expect(
    staff.getByRole('listitem').filter({ hasText: 'Which night was it, roughly?' }),
  ).toBeVisible();
  await expect(staff.getByLabel('Question or answer to the reporter')).toHaveValue('');
  await staff.getByLabel('Add an internal note').fill('Check the CCTV for the yard.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await expect(
    staff.getByRole('listitem').filter({ hasText: 'Check the CCTV for the yard.' }),
  ).toBeVisible();
  await expect(staff.getByLabel('Add an internal note')).toHaveValue('');

  // The reporter reads the question and answers; the internal note stays internal.
  dialog = await followUp(page, intId);
  await expect(dialog.getByText('Which night was it, roughly?')).toBeVisible();
  await expect(dialog.getByText('Check the CCTV')).toHaveCount(0);
  await dialog.getByLabel(/Your remarks/).fill('The night of Friday 28 February, after 10 pm.');
  await dialog.getByRole('button', { name: 'Send remarks' }).click();
  await expect(dialog.getByText('Your remarks have been sent to the case handler.')).toBeVisible();
  await expect(
    dialog
      .getByRole('listitem')
      .filter({ hasText: 'The night of Friday 28 February, after 10 pm.' }),
  ).toBeVisible();
  await shoot(page, 'follow-up', false);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The handler sees the answer and closes the case with a reason.
  await staff.reload();
  await expect(staff.getByText('The night of Friday 28 February, after 10 pm.')).toBeVisible();
  await staff.getByRole('button', { name: 'Close case' }).click();
  const closing = staff.getByRole('dialog', { name: 'Close this case' });
  await closing.getByRole('button', { name: 'Close case' }).click();
  await expect(
    closing.getByText('Please choose a closure reason to close the case.'),
  ).toBeVisible();
  // The outcome for the reporter cannot be left out either.
  await expect(closing.getByText(/Please write the outcome for the reporter/)).toBeVisible();
  await closing.getByLabel(/Closure reason/).selectOption('substantiated');
  await closing
    .getByLabel(/Outcome for the reporter/)
    .fill('The drums were left open. The depot has new storage rules and staff were retrained.');
  await shoot(staff, 'close-dialog', false);
  await closing.getByRole('button', { name: 'Close case' }).click();
  await expect(closing).toBeHidden();
  await expect(staff.getByText('Closure reason: Substantiated: action taken')).toBeVisible();
  // The trail says who did what, in words.
  await expect(staff.getByText(/changed the status to Closed\./).first()).toBeVisible();
  await shoot(staff, 'case-page');
  await staff.goto('/admin/cases');
  await expect(
    staff.getByRole('link', { name: 'Solvent drums left open at the depot' }),
  ).toBeVisible();
  await shoot(staff, 'case-list');
  await staff.close();

  // The reporter sees Closed, the outcome, when it closed and when it will be deleted (the e2e
  // server keeps closed cases 30 days), and may send one last reply.
  dialog = await followUp(page, intId);
  await expect(dialog.getByTestId('follow-up-status')).toHaveText('Closed');
  const outcome = dialog.getByRole('region', { name: 'Outcome of your interaction' });
  await expect(outcome).toContainText('The depot has new storage rules and staff were retrained.');
  await expect(outcome).toContainText('Closed on');
  const deletesOn = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  await expect(outcome).toContainText(`${deletesOn}, with its evidence`);
  await expect(dialog.getByText(/You may send one last reply until/)).toBeVisible();
  await shoot(page, 'follow-up-outcome', false);
  await dialog.getByLabel(/Your remarks/).fill('Thank you for looking into it.');
  await dialog.getByRole('button', { name: 'Send remarks' }).click();
  await expect(dialog.getByLabel(/Your remarks/)).toHaveCount(0);
  await expect(dialog.getByText(/This interaction is closed/)).toBeVisible();
});

// axe-core is injected as a script, which the site's content security policy would block.
test.describe('with axe', () => {
  test.use({ bypassCSP: true });

  test('the form shows its validation messages on submit', async ({ page }) => {
    await openForm(page);
    await page.getByLabel(/^Title/).fill('Spill');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(7);
    await expect(page.getByText('Please check the fields marked above.')).toBeVisible();
    await shoot(page, 'form-errors');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a refused submission shows the server's message, then clears it", async ({ page }) => {
    await page.route('**/api/stakeholder-interactions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The evidence file is larger than 10 MB.',
          fieldErrors: {},
        }),
      }),
    );
    await fillInteraction(page, 'Solvent drums left open again');
    await page.getByRole('button', { name: 'Submit' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'The evidence file is larger than 10 MB.' });
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 8000 });
    // The alert has gone as the specification says; its text stays until the reporter acts.
    const lasting = page.getByTestId('lasting-message');
    await expect(lasting).toHaveText('The evidence file is larger than 10 MB.');
    await expect(page.getByLabel(/^Title/)).toHaveValue('Solvent drums left open again');
    await page.getByLabel(/^Title/).press('End');
    await page.getByLabel(/^Title/).pressSequentially('!');
    await expect(lasting).toHaveCount(0);
  });

  test('a wrong PIN says so, then the message clears', async ({ page }) => {
    const dialog = await followUp(page, '1234567890123456', 'not-the-pin');
    const message = dialog
      .getByRole('alert')
      .filter({ hasText: 'Invalid Interaction ID or Pincode' });
    await expect(message).toBeVisible();
    await shoot(page, 'follow-up-login', false);
    await expect(message).toBeHidden({ timeout: 9000 });
    await expect(dialog.getByTestId('lasting-message')).toHaveText(
      'Invalid Interaction ID or Pincode',
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(/^PIN/).fill('another try');
    await expect(dialog.getByTestId('lasting-message')).toHaveCount(0);
  });

  test('both landings and the form have no accessibility violations', async ({ page }) => {
    for (const path of ['/trust-link-1', '/trust-link-2', '/submit-interaction']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      await shoot(page, path.slice(1));
      if (path.startsWith('/trust-link')) {
        await expect(page.getByRole('link', { name: /TrustLink online/ })).toHaveAttribute(
          'href',
          '/trust-link-2',
        );
        await expect(page.getByRole('link', { name: /TrustLink line/ })).toHaveAttribute(
          'href',
          'tel:+442079460000',
        );
        await expect(page.getByText('Retaliation is prohibited')).toBeVisible();
        await expect(page.getByText('We cannot recover a lost ID or PIN')).toBeVisible();
      }
    }
  });
});
