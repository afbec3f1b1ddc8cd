import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createVideoService,
  decodeEntities,
  VIDEO_CACHE_MS,
  VIDEO_RETRY_MS,
  type VideoServiceOptions,
} from './service.ts';
import {
  searchItem,
  startFakeVideoService,
  type FakeVideoService,
} from '../../test/fake-upstream.ts';

describe('createVideoService', () => {
  let fake: FakeVideoService;
  let time = 0;
  const log = { warn: vi.fn() };
  const service = (options: Partial<VideoServiceOptions> = {}) =>
    createVideoService({
      apiKey: 'key',
      channelId: 'UCtest',
      baseUrl: fake.baseUrl,
      fallback: [{ videoId: 'fallback001', title: 'Configured' }],
      log,
      now: () => time,
      ...options,
    });
  const ids = (items: { id: { videoId: string } }[]) => items.map((item) => item.id.videoId);

  beforeAll(async () => {
    fake = await startFakeVideoService();
  });
  beforeEach(() => {
    time = 1_000_000;
    fake.requests.length = 0;
    fake.answer = { body: { items: [searchItem('firstVid001', 'First')] } };
    log.warn.mockReset();
  });
  afterAll(() => fake.close());

  it('asks again once the hour is over', async () => {
    const videos = service();
    await videos.list();
    time += VIDEO_CACHE_MS - 1;
    await videos.list();
    expect(fake.requests).toHaveLength(1);
    fake.answer = { body: { items: [searchItem('secondVid02', 'Second')] } };
    time += 2;
    expect(ids(await videos.list())).toEqual(['secondVid02']);
    expect(fake.requests).toHaveLength(2);
  });

  it('serves the last good list when a refresh fails, and waits before trying again', async () => {
    const videos = service();
    await videos.list();
    fake.answer = { status: 503, body: {} };
    time += VIDEO_CACHE_MS + 1;
    expect(ids(await videos.list())).toEqual(['firstVid001']);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]![1]).toMatch(/cached/);
    time += VIDEO_RETRY_MS - 1;
    await videos.list();
    expect(fake.requests).toHaveLength(2);
    time += 2;
    fake.answer = { body: { items: [searchItem('secondVid02', 'Second')] } };
    expect(ids(await videos.list())).toEqual(['secondVid02']);
    expect(fake.requests).toHaveLength(3);
  });

  for (const [name, answer] of [
    ['a quota refusal', { status: 403, body: { error: { message: 'quotaExceeded' } } }],
    ['a body that is not JSON', { raw: '<html>oops</html>' }],
    ['an unexpected shape', { body: { items: 'nope' } }],
  ] as const) {
    it(`falls back to the configured list on ${name}`, async () => {
      fake.answer = answer;
      expect(ids(await service().list())).toEqual(['fallback001']);
      expect(log.warn).toHaveBeenCalledOnce();
    });
  }

  it('keeps the order by date when the pinned video is not in the results', async () => {
    fake.answer = {
      body: { items: [searchItem('newestVid01', 'One'), searchItem('secondVid02', 'Two')] },
    };
    expect(ids(await service({ pinnedId: 'pinnedVid01' }).list())).toEqual([
      'newestVid01',
      'secondVid02',
    ]);
  });

  it('sends one request for simultaneous callers', async () => {
    const videos = service();
    const lists = await Promise.all([videos.list(), videos.list(), videos.list()]);
    expect(lists.map(ids)).toEqual([['firstVid001'], ['firstVid001'], ['firstVid001']]);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a service that does not answer', async () => {
    fake.answer = { hang: true };
    const videos = service({ timeoutMs: 200 });
    expect(ids(await videos.list())).toEqual(['fallback001']);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('serves the configured list with the pinned video first', async () => {
    const videos = service({
      apiKey: undefined,
      pinnedId: 'pinnedVid01',
      fallback: [
        { videoId: 'otherVid001', title: 'Other' },
        { videoId: 'pinnedVid01', title: 'Pinned' },
      ],
    });
    expect(ids(await videos.list())).toEqual(['pinnedVid01', 'otherVid001']);
    expect(fake.requests).toHaveLength(0);
  });

  it('never logs the key, even when the address itself is broken', async () => {
    const videos = service({ apiKey: 'super-secret-key', baseUrl: 'http://[::1' });
    expect(ids(await videos.list())).toEqual(['fallback001']);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('super-secret-key');
  });
});

describe('decodeEntities', () => {
  it('decodes the escapes the search API uses', () => {
    expect(decodeEntities('Q&amp;A: &quot;net zero&quot; &#39;24 &lt;live&gt; &#x2014; ok')).toBe(
      'Q&A: "net zero" \'24 <live> — ok',
    );
    expect(decodeEntities('&unknown; &#0; plain')).toBe('&unknown; &#0; plain');
  });
});
