import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { podcast, videoListSchema, type VideoList } from '@verdantia/domain';
import type { App } from '../../app.ts';
import { ConfigError, loadConfig, MEMORY_DATA_DIR } from '../../config.ts';
import { loggerOptions } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import {
  searchItem,
  startFakeVideoService,
  type FakeVideoService,
} from '../../test/fake-upstream.ts';

const KEY = 'test-key-0123456789-secret';
const CHANNEL = 'UCtestChannel00000000000';
const PINNED = 'pinnedVid01';

const getVideos = async (app: App): Promise<VideoList> => {
  const response = await app.inject({ method: 'GET', url: '/api/videos' });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain(KEY);
  const body: VideoList = response.json();
  expect(videoListSchema.safeParse(body).success).toBe(true);
  return body;
};
const ids = (list: VideoList) => list.items.map((item) => item.id.videoId);

describe('GET /api/videos', () => {
  let fake: FakeVideoService;
  const apps: App[] = [];
  const logs: string[] = [];
  const logger = pino(
    loggerOptions('warn'),
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  const appWith = async (overrides: Parameters<typeof createTestApp>[0] = {}) => {
    const app = await createTestApp(
      {
        VIDEO_API_BASE: fake.baseUrl,
        VIDEO_API_KEY: KEY,
        VIDEO_CHANNEL_ID: CHANNEL,
        VIDEO_PINNED_ID: PINNED,
        ...overrides,
      },
      { logger },
    );
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    fake = await startFakeVideoService();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    fake.requests.length = 0;
    logs.length = 0;
  });
  afterAll(() => fake.close());

  it('without a key serves the configured list and never calls the video service', async () => {
    const app = await appWith({ VIDEO_API_KEY: undefined, VIDEO_PINNED_ID: 'exampleEp01' });
    const list = await getVideos(app);
    expect(list.items).toEqual(
      podcast.fallbackVideos.map((video) => ({
        id: { videoId: video.videoId },
        snippet: { title: video.title },
      })),
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('calls the search with the spec parameters, keeps videos only and pins the featured one', async () => {
    fake.answer = {
      body: {
        items: [
          searchItem('newestVid01', 'Newest episode'),
          {
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#playlist', playlistId: 'PL123' },
            snippet: { title: 'A playlist' },
          },
          searchItem('secondVid02', 'Scope 3 &amp; suppliers: Q&#39;s answered'),
          {
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#channel', channelId: CHANNEL },
            snippet: { title: 'The channel' },
          },
          searchItem(PINNED, 'Our featured conversation'),
          searchItem('bad id with spaces', 'Not a real id'),
        ],
      },
    };
    const app = await appWith();
    const list = await getVideos(app);

    expect(fake.requests).toHaveLength(1);
    const url = fake.requests[0]!;
    expect(url.pathname).toBe('/youtube/v3/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: KEY,
      channelId: CHANNEL,
      part: 'snippet,id',
      order: 'date',
      maxResults: '10',
    });
    expect(ids(list)).toEqual([PINNED, 'newestVid01', 'secondVid02']);
    expect(list.items[2]!.snippet.title).toBe("Scope 3 & suppliers: Q's answered");
    expect(list.items[1]!.snippet).toEqual({
      title: 'Newest episode',
      description: 'About Newest episode',
      publishedAt: '2024-11-01T10:00:00Z',
    });
  });

  it('caches the answer: a second call does not reach the video service', async () => {
    fake.answer = { body: { items: [searchItem('newestVid01', 'One')] } };
    const app = await appWith();
    const first = await getVideos(app);
    fake.answer = { body: { items: [searchItem('otherVid002', 'Changed')] } };
    const second = await getVideos(app);
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a failing video service with the configured list, never a 500, and logs without the key', async () => {
    fake.answer = { status: 500, body: { error: { message: 'Backend Error' } } };
    const app = await appWith({
      VIDEO_FALLBACK: [{ videoId: 'fallback001', title: 'A configured episode' }],
    });
    const list = await getVideos(app);
    expect(ids(list)).toEqual(['fallback001']);
    expect(logs.join('')).toContain('video search failed');
    expect(logs.join('')).not.toContain(KEY);
  });

  it('answers an unreachable video service with the configured list', async () => {
    const app = await appWith({ VIDEO_API_BASE: 'http://127.0.0.1:9/youtube/v3' });
    const list = await getVideos(app);
    expect(ids(list)).toEqual(podcast.fallbackVideos.map((v) => v.videoId));
    expect(logs.join('')).not.toContain(KEY);
  });
});

describe('video configuration', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: MEMORY_DATA_DIR, ...env }, () => {});

  it("defaults to the real search address and the podcast config's pin and list", () => {
    const config = load({});
    expect(config.VIDEO_API_BASE).toBe('https://www.googleapis.com/youtube/v3');
    expect(config.VIDEO_PINNED_ID).toBe(podcast.pinnedVideoId);
    expect(config.VIDEO_FALLBACK.map((v) => v.videoId)).toEqual(
      podcast.fallbackVideos.map((v) => v.videoId),
    );
    expect(config.VIDEO_API_KEY).toBeUndefined();
  });

  it('reads VIDEO_FALLBACK as a JSON list and refuses anything else', () => {
    expect(
      load({ VIDEO_FALLBACK: '[{"videoId":"abcdefghijk","title":"Hello"}]' }).VIDEO_FALLBACK,
    ).toEqual([{ videoId: 'abcdefghijk', title: 'Hello' }]);
    expect(() => load({ VIDEO_FALLBACK: 'not json' })).toThrow(ConfigError);
    expect(() => load({ VIDEO_FALLBACK: '[{"videoId":"short","title":"x"}]' })).toThrow(
      /VIDEO_FALLBACK/,
    );
    expect(() => load({ VIDEO_PINNED_ID: 'no' })).toThrow(/VIDEO_PINNED_ID/);
  });
});
