import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, signInAsAdmin, test, waitForHydration } from './fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Ask Me!' });
const conversation = (page: Page) =>
  page.getByRole('log', { name: 'Conversation with the assistant' });
const exchanges = (page: Page) => conversation(page).locator('[data-exchange]');

async function askInBox(page: Page, question: string) {
  const before = await exchanges(page).count();
  if (await page.getByRole('button', { name: 'Clear the question' }).isVisible()) {
    await page.getByRole('button', { name: 'Clear the question' }).click();
  }
  await input(page).fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(exchanges(page)).toHaveCount(before + 1);
}

test('a three-turn conversation: a follow-up leans on the earlier answer, a suggestion, a 👎 with a reason, seen by staff', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ai-chatbot');
  await waitForHydration(page);

  // Turn 1: a question about the function's strategy.
  await askInBox(page, 'Where should our audit function be in three years?');
  const first = exchanges(page).nth(0);
  await expect(
    first.getByRole('link', { name: 'Standard 9.2 Internal Audit Strategy' }),
  ).toBeVisible();
  await expect(first.getByRole('button')).toHaveCount(3 + 2); // three follow-ups, 👍 and 👎

  // Turn 2: a follow-up that only makes sense with the conversation so far.
  await askInBox(page, 'What evidence shows conformance with it?');
  const second = exchanges(page).nth(1);
  await expect(second.getByText(/Standard 9\.2, Internal Audit Strategy/)).toBeVisible();

  // Turn 3: a suggested follow-up, clicked.
  const suggestion = second
    .getByRole('list', { name: 'You could also ask' })
    .getByRole('button')
    .first();
  const suggested = await suggestion.textContent();
  await suggestion.click();
  await expect(exchanges(page)).toHaveCount(3);
  const third = exchanges(page).nth(2);
  await expect(third.getByText(suggested!)).toBeVisible();
  await expect(third.getByRole('list', { name: 'Sources' })).toBeVisible();

  // 👎 with a reason on the second answer.
  await second.getByRole('button', { name: 'No, it did not help' }).click();
  await second
    .getByRole('textbox', { name: 'What was wrong with it? (optional)' })
    .fill('I wanted examples of board minutes');
  await second.getByRole('button', { name: 'Send feedback' }).click();
  await expect(second.getByText('Thank you for your feedback.')).toBeVisible();

  // The conversation stays in this tab after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(exchanges(page)).toHaveCount(3);

  // The checklist of the cited standard, linked from the answer.
  await first.getByRole('link', { name: 'Conformance checklist for standard 9.2' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Standard 9.2: Internal Audit Strategy' }),
  ).toBeVisible();
  await expect(page.getByText('Board minutes on its approval and reviews')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the checklist' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/assistant');
  const votes = page.getByRole('table', { name: 'Answers voted on, the most voted down first' });
  await expect(votes.getByText('I wanted examples of board minutes')).toBeVisible();
  await expect(votes.getByText('what evidence shows conformance with it?')).toBeVisible();
});

test('staff add a question to the evaluation set and see whether it passes', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/assistant');
  await page.getByLabel('Question').fill('Who signs off our audit charter each year?');
  await page.getByLabel('Expected standards (e.g. 9.2, 9.4)').fill('6.2');
  await page.getByRole('button', { name: 'Add to the evaluation set' }).click();
  await expect(page.getByText('Who signs off our audit charter each year?')).toBeVisible();
  await expect(page.getByText(/Expected 6\.2; cited today 6\.2/)).toBeVisible();
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  for (const width of [390, 1440]) {
    test(`a conversation with a refusal, you-may-mean and a reason box has no axe violations at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/ai-chatbot');
      await waitForHydration(page);
      await askInBox(page, 'Can I audit a process I ran last year?');
      await askInBox(page, 'What are the components of COSO?');
      await askInBox(page, 'a recommendation');
      await exchanges(page).nth(0).getByRole('button', { name: 'No, it did not help' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/ai-chatbot/checklist/2.2');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Safeguarding Objectivity',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
