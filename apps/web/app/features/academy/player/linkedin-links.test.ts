import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl, linkedInShareUrl } from './linkedin-links';

const share = {
  url: 'https://www.example.com/certificates/VRD-7K4M-Q2XP-9TZC',
  certificateId: 'VRD-7K4M-Q2XP-9TZC',
  courseName: 'Scope 3 & supply chains: a start',
  issuer: 'Verdantia',
  issueYear: 2026,
  issueMonth: 11,
};

describe('LinkedIn links', () => {
  it('shares the verification page, URL-encoded', () => {
    const url = new URL(linkedInShareUrl(share.url));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(url.searchParams.get('url')).toBe(share.url);
    expect(linkedInShareUrl(share.url)).toContain(encodeURIComponent(share.url));
  });

  it('fills in every field of Add to profile', () => {
    const url = new URL(linkedInAddToProfileUrl(share));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Scope 3 & supply chains: a start',
      organizationName: 'Verdantia',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: share.url,
      certId: 'VRD-7K4M-Q2XP-9TZC',
    });
  });
});
