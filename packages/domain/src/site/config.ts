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
} as const;

export type Site = typeof site;
