/**
 * The one site configuration: who the provider is and how to reach them.
 * Defaults are neutral placeholders (example.com); a deployment overrides them here.
 */
export const site = {
  name: 'Verdantia',
  legalName: 'Verdantia Ltd',
  tagline: 'The ERP for sustainability',
  url: 'https://www.example.com',
  email: 'hello@example.com',
  phone: '+44 20 7946 0000',
  phoneHref: 'tel:+442079460000',
  address: {
    street: '1 Example Street',
    city: 'London',
    postcode: 'EC1A 1AA',
    country: 'United Kingdom',
  },
  bookingUrl: 'https://booking.example.com/verdantia/intro-call',
  social: {
    x: 'https://x.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    youtube: 'https://www.youtube.com/@example',
  },
  /**
   * The podcast's video channel (GET /api/videos). Without VIDEO_API_KEY the server serves
   * `fallbackVideos`; the ids here are placeholders a deployment replaces with its own.
   */
  podcast: {
    channelId: 'UCexampleChannelId000000',
    pinnedVideoId: 'exampleEp01',
    fallbackVideos: [
      { videoId: 'exampleEp01', title: 'Getting audit-ready for sustainability reporting' },
      { videoId: 'exampleEp02', title: 'Scope 3 without the spreadsheets: working with suppliers' },
      { videoId: 'exampleEp03', title: 'What the 2024 internal audit standards mean for ESG' },
      { videoId: 'exampleEp04', title: 'Greenwashing risk: checking claims before they go public' },
    ],
  },
} as const;

export type Site = typeof site;
