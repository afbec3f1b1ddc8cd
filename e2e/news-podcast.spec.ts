import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const videos = {
  items: [
    { id: { videoId: 'featured001' }, snippet: { title: 'Featured talk on assurance' } },
    { id: { videoId: 'related0001' }, snippet: { title: 'Related episode one' } },
    { id: { videoId: 'related0002' }, snippet: { title: 'Related episode two' } },
  ],
};
const still =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#0f6959"/></svg>';

// Nothing leaves the machine: the image host and the player are stubbed.
test.beforeEach(async ({ page }) => {
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: still }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    }),
  );
});

async function open(page: Page) {
  await page.goto('/academy/news-podcast');
  await waitForHydration(page);
}

const selectedTitle = (page: Page) =>
  page.getByTestId('selected-article').getByRole('heading', { level: 3 });

test('Latest News: the newest is selected, another replaces it and the list leaves out the selected one', async ({
  page,
}) => {
  await page.route('**/api/videos', (route) => route.fulfill({ json: videos }));
  await open(page);
  const article = page.getByTestId('selected-article');
  const list = page.getByTestId('news-list');

  await expect(selectedTitle(page)).toHaveText(
    'Net Zero now brings suppliers into the Scope 3 picture',
  );
  await expect(article).toContainText('13/11/2024');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).not.toContainText('Net Zero now brings suppliers');
  // Three images: the slider has arrows.
  await expect(article.getByRole('img')).toHaveCount(3);
  await expect(article.getByRole('button', { name: 'Next slide' })).toBeVisible();

  await list.getByRole('button', { name: /A new partnership/ }).click();
  await expect(selectedTitle(page)).toHaveText(
    'A new partnership to bring ESG readiness to smaller businesses',
  );
  await expect(selectedTitle(page)).toBeFocused();
  await expect(article).toContainText('13/09/2024');
  await expect(list).not.toContainText('A new partnership');
  await expect(list).toContainText('Net Zero now brings suppliers');
  // One image: its own, and no arrows.
  await expect(article.getByRole('img')).toHaveCount(1);
  await expect(article.getByRole('img')).toHaveAttribute('src', '/images/news/partnership.svg');
  await expect(article.getByRole('button', { name: /slide/ })).toHaveCount(0);

  await list.getByRole('button', { name: /Webinar recap/ }).click();
  await expect(selectedTitle(page)).toHaveText(/^Webinar recap/);
  await expect(article.getByRole('img')).toHaveCount(2);
  await expect(article.getByRole('button', { name: 'Next slide' })).toBeEnabled();
});

test('the swipe-down button takes the visitor to the news', async ({ page }) => {
  await page.route('**/api/videos', (route) => route.fulfill({ json: videos }));
  await open(page);
  await page.getByRole('link', { name: 'Swipe down to the latest news' }).click();
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeInViewport();
});

test('a video is a still with a play button until clicked, then the privacy-enhanced player', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('**/api/videos', (route) => route.fulfill({ json: videos }));
  await open(page);

  const play = page.getByRole('button', { name: 'Play video: Featured talk on assurance' });
  await expect(play).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Podcasts' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(3);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requested.some((url) => url.includes('youtube-nocookie.com'))).toBe(false);

  await play.click();
  const player = page.locator('iframe[title="Featured talk on assurance"]');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/featured001\?/,
  );
  await expect(player).toHaveAttribute('loading', 'lazy');
  await expect(player).toHaveAttribute('allow', /autoplay/);
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('the videos show a spinner while loading, and a message with a retry when they fail', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/api/videos', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await (fail
      ? route.fulfill({ status: 500, json: { message: 'down' } })
      : route.fulfill({ json: videos }));
  });
  await page.goto('/academy/news-podcast');
  const podcast = page.locator('#podcast');
  await expect(podcast.getByRole('status')).toContainText('Loading the episodes');
  await expect(podcast.getByRole('alert')).toContainText('We could not load the episodes just now');

  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('button', { name: 'Play video: Featured talk on assurance' }),
  ).toBeVisible();
  await expect(podcast.getByRole('alert')).toHaveCount(0);
});

test('without a video service key the configured episodes are shown, with a drawn still when the image fails', async ({
  page,
}) => {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await open(page);
  const play = page.getByRole('button', {
    name: 'Play video: Getting audit-ready for sustainability reporting',
  });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveCount(0);
  await expect(play.getByTestId('video-still-fallback')).toBeVisible();
});
