import { page, type SitePage } from './page.ts';

/** TrustLink and the academy programme. */
export const platformPages: readonly SitePage[] = [
  page(
    '/trust-link-1',
    'TrustLink',
    'TrustLink: a confidential channel to raise concerns or share feedback, with follow-up by interaction ID and PIN.',
    'white',
  ),
  page(
    '/trust-link-2',
    'TrustLink online',
    'Raise a concern or share feedback online through TrustLink, confidentially, and follow it up later.',
    'white',
  ),
  page(
    '/submit-interaction',
    'Submit a new interaction',
    'Submit a confidential report or stakeholder interaction through TrustLink.',
    'white',
  ),
  page(
    '/academy-page',
    'ESG Academy',
    'The ESG Academy: certificate courses, a peer community and GreenHub resources for sustainability professionals.',
    'white',
  ),
  page(
    '/course-1',
    'Sustainability Reporting and Assurance course',
    'A live certificate course on sustainability reporting and assurance, taught in half-day sessions with a team assessment.',
    'white',
  ),
  page(
    '/course-2',
    'ESG and Climate Risk Management course',
    'A live certificate course on ESG and climate risk management, taught in half-day sessions with a team assessment.',
    'white',
  ),
];
