/**
 * The podcast's video channel (GET /api/videos). Without VIDEO_API_KEY the server serves
 * `fallbackVideos`; the ids here are placeholders a deployment replaces with its own. Apart from
 * the site's config: only the server reads it, and every page's script carries that config.
 */
export const podcast = {
  channelId: 'UCexampleChannelId000000',
  pinnedVideoId: 'exampleEp01',
  fallbackVideos: [
    { videoId: 'exampleEp01', title: 'Getting audit-ready for sustainability reporting' },
    { videoId: 'exampleEp02', title: 'Scope 3 without the spreadsheets: working with suppliers' },
    { videoId: 'exampleEp03', title: 'What the 2024 internal audit standards mean for ESG' },
    { videoId: 'exampleEp04', title: 'Greenwashing risk: checking claims before they go public' },
  ],
} as const;
