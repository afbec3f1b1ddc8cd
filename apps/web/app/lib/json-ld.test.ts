import { PUBLIC_ORIGIN_PLACEHOLDER } from '@verdantia/domain/site/public-origin';
import { afterEach, describe, expect, it } from 'vitest';
import { forLoader, loaderJsonLd } from './json-ld';
import { breadcrumbJsonLd } from './structured-data';

describe('structured data built at build time', () => {
  afterEach(() => delete document.documentElement.dataset.origin);

  // Built as a loader does it, at build time: with the placeholder origin.
  const built = forLoader(breadcrumbJsonLd([{ path: '/service/finance', title: 'Finance' }]));

  it("is given the deployment's origin the server wrote into the page", () => {
    document.documentElement.dataset.origin = 'https://esg.example.org';
    const text = JSON.stringify(loaderJsonLd(built)['script:ld+json']);
    expect(text).toContain('"item":"https://esg.example.org/service/finance"');
    expect(text).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
  });

  it('is left as built where no origin is known (the prerender itself)', () => {
    expect(loaderJsonLd(built)['script:ld+json']).toEqual(built);
  });
});
