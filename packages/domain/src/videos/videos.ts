import { z } from 'zod';

/** A YouTube video id: 11 characters of letters, digits, '-' and '_'. */
export const VIDEO_ID_PATTERN = /^[\w-]{11}$/;

export const videoIdSchema = z.string().regex(VIDEO_ID_PATTERN, 'must be an 11-character video id');

/**
 * One video of GET /api/videos. The nesting keeps the original item shape (id.videoId,
 * snippet.title) so the original page could read it; the rest of the search result
 * (thumbnails, channel data, etags) is dropped. Thumbnails come from the video id.
 */
const videoItemSchema = z.object({
  id: z.object({ videoId: videoIdSchema }),
  snippet: z.object({
    title: z.string(),
    description: z.string().optional(),
    /** ISO timestamp, when the video service gave one. */
    publishedAt: z.string().optional(),
  }),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

/** GET /api/videos: the featured (pinned) video first, newest first after it. */
export const videoListSchema = z.object({ items: z.array(videoItemSchema) });
export type VideoList = z.infer<typeof videoListSchema>;

/** An entry of the configured list served when no video service key is set (site/podcast.ts). */
export const fallbackVideoSchema = z.object({
  videoId: videoIdSchema,
  title: z.string().min(1),
  description: z.string().optional(),
});
export type FallbackVideo = z.infer<typeof fallbackVideoSchema>;
