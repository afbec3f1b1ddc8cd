import { expect as baseExpect, signInAsAdmin, test } from './fixtures';
import { answerCodeStep } from './two-step';
import { tinyPng, unique } from './admin-helpers';

// Long journeys on a shared machine: three times the default timeout.
test.describe.configure({ timeout: 120_000 });
// A busy shared machine can take seconds to hydrate the back-office.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the post editor warns before leaving with unsaved changes, in the app and on reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await page.getByLabel(/^Title/).fill(`Unsaved ${unique()}`);

  // In-app navigation asks first; staying keeps the text.
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(page.getByLabel(/^Title/)).toHaveValue(/^Unsaved /);

  // A reload gets the browser's own warning.
  const warned = new Promise<string>((resolve) =>
    page.once('dialog', (beforeUnload) => {
      resolve(beforeUnload.type());
      void beforeUnload.dismiss();
    }),
  );
  // Dismissing the warning cancels the reload, so the reload itself never finishes: bound it.
  const reloading = page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(await warned).toBe('beforeunload');
  await reloading;

  // Leaving on purpose discards the draft.
  await page.getByRole('button', { name: 'Back to posts' }).click();
  await dialog.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
});

test('a save after the session ended signs in again in place and then saves', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Saved after signing in again ${unique()}`;
  await page.goto('/admin/posts/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Summary/).fill('Nothing typed is lost.');
  await page.getByRole('textbox', { name: /Article/ }).fill('Body text.');

  // The session ends behind the editor's back (idle timeout, signed out elsewhere).
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to save' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill('admin@example.org');
  await dialog.getByLabel('Password').fill('e2e admin password, long enough');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // The admin has a second factor: the dialog asks for the code next.
  await answerCodeStep(page, 'admin@example.org');

  await expect(page.getByText('Draft created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  const posts = (await (await page.request.get('/api/admin/posts')).json()) as { title: string }[];
  expect(posts.map((post) => post.title)).toContain(title);
});

test('an image uploads into the body of an article as Markdown at the cursor', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/posts/new');
  const body = page.getByRole('textbox', { name: /Article/ });
  await body.fill('First paragraph.');
  await page.getByLabel('Insert image').setInputFiles({
    name: 'supplier-survey.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(body).toHaveValue(
    /^First paragraph\.\n\n!\[Supplier survey\]\(\/uploads\/[\w.-]+\.png\)$/,
  );

  // The preview renders it as an image.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    page.getByTestId('post-preview').getByRole('img', { name: 'Supplier survey' }),
  ).toBeVisible();
});

test('the old blog dashboard address opens the posts, and news has its own editor URL', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboards/blog-dashboard');
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await page.getByRole('tab', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByText('Please add at least one image.')).toBeVisible();
});
