/** Which landing: /trust-link-1 or /trust-link-2 (their dictionary keys). */
export type LandingPage = 'trustLink1' | 'trustLink2';

export const landingPaths = {
  trustLink1: '/trust-link-1',
  trustLink2: '/trust-link-2',
} as const;
