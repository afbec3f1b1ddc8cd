import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { VIDEO_ID_PATTERN, type FallbackVideo, type VideoItem } from '@verdantia/domain';

export const VIDEO_CACHE_MS = 60 * 60 * 1000;
/** After a failed call, the video service is left alone this long (quota, outages). */
export const VIDEO_RETRY_MS = 60 * 1000;
export const VIDEO_TIMEOUT_MS = 5000;

export interface VideoServiceOptions {
  /** Without a key the configured list is served and the video service is never called. */
  apiKey?: string;
  channelId: string;
  /** e.g. https://www.googleapis.com/youtube/v3 (tests point it at a local fake). */
  baseUrl: string;
  /** Moved to the front when the search returns it. */
  pinnedId?: string;
  fallback: readonly FallbackVideo[];
  log: Pick<FastifyBaseLogger, 'warn'>;
  cacheMs?: number;
  retryMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

// Only what we read; anything else in the answer is ignored. Items that are playlists or
// channels have no id.videoId and are dropped.
const searchResultSchema = z.object({
  items: z.array(
    z.object({
      id: z.object({ videoId: z.string().optional() }).optional(),
      snippet: z
        .object({
          title: z.string().optional(),
          description: z.string().optional(),
          publishedAt: z.string().optional(),
        })

        .optional(),
    }),
  ),
});

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The search API returns titles HTML-escaped ("Scope 3 &amp; you"); React escapes them again. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] !== '#') return entities[code.toLowerCase()] ?? match;
    const point =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
  });
}

function pinFirst(items: VideoItem[], pinnedId: string | undefined): VideoItem[] {
  const index = pinnedId ? items.findIndex((item) => item.id.videoId === pinnedId) : -1;
  return index > 0 ? [items[index]!, ...items.slice(0, index), ...items.slice(index + 1)] : items;
}

/**
 * The podcast's video list: a server-side proxy of the video search call so the
 * key never reaches a browser. Answers are cached in memory for an hour; when the service fails
 * the last good list (or else the configured one) is served, so the page never breaks.
 */
export function createVideoService(options: VideoServiceOptions) {
  const {
    apiKey,
    log,
    cacheMs = VIDEO_CACHE_MS,
    retryMs = VIDEO_RETRY_MS,
    timeoutMs = VIDEO_TIMEOUT_MS,
    now = Date.now,
  } = options;
  const fallback = pinFirst(
    options.fallback.map((video) => ({
      id: { videoId: video.videoId },
      snippet: { title: video.title, description: video.description },
    })),
    options.pinnedId,
  );
  let cache: { items: VideoItem[]; at: number } | undefined;
  let failedAt: number | undefined;
  let inFlight: Promise<VideoItem[]> | undefined;

  // The key is part of the URL: nothing derived from the URL or the error is logged unredacted.
  const redact = (text: string) => (apiKey ? text.replaceAll(apiKey, '[key]') : text);

  async function search(key: string): Promise<VideoItem[]> {
    const url = new URL('search', options.baseUrl.replace(/\/*$/, '/'));
    url.search = new URLSearchParams({
      key,
      channelId: options.channelId,
      part: 'snippet,id',
      order: 'date',
      maxResults: '10',
    }).toString();
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the video service answered ${response.status}`);
    const parsed = searchResultSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('the video service answered in an unexpected shape');
    const items: VideoItem[] = [];
    for (const item of parsed.data.items) {
      const videoId = item.id?.videoId;
      if (!videoId || !VIDEO_ID_PATTERN.test(videoId)) continue;
      const { title = '', description, publishedAt } = item.snippet ?? {};
      items.push({
        id: { videoId },
        snippet: {
          title: decodeEntities(title),
          ...(description ? { description: decodeEntities(description) } : {}),
          ...(publishedAt ? { publishedAt } : {}),
        },
      });
    }
    return pinFirst(items, options.pinnedId);
  }

  async function refresh(key: string): Promise<VideoItem[]> {
    try {
      const items = await search(key);
      cache = { items, at: now() };
      failedAt = undefined;
      return items;
    } catch (error) {
      failedAt = now();
      const reason = error instanceof Error ? error.message : String(error);
      const cause =
        error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      log.warn(
        { reason: redact(reason + cause) },
        `video search failed; serving the ${cache ? 'cached' : 'configured'} list`,
      );
      return cache?.items ?? fallback;
    }
  }

  return {
    /** The list to show: pinned video first. Never throws. */
    async list(): Promise<VideoItem[]> {
      if (!apiKey) return fallback;
      const time = now();
      if (cache && time - cache.at < cacheMs) return cache.items;
      if (failedAt !== undefined && time - failedAt < retryMs) return cache?.items ?? fallback;
      inFlight ??= refresh(apiKey).finally(() => (inFlight = undefined));
      return inFlight;
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
