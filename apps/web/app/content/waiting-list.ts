import { findSitePage } from '@verdantia/domain/site/routes';

// Copy of the waiting-list page (a private beta message) and of the three academy
// programmes that show it. Headings come from the page catalogue. The route reads it in its
// build-time loader, so it reaches the browser in the HTML, not in JavaScript.
interface WaitingListCopy {
  eyebrow: string;
  lead: string;
  highlights: string[];
}

const general: WaitingListCopy = {
  eyebrow: 'Private beta',
  lead: 'Our newest tools and programmes are being shaped with a small group of organisations before they open to everyone. Join the waiting list and we will contact you as soon as a place opens.',
  highlights: [
    'Use new features before they are released to the public',
    'Talk directly to the product team and influence what we build next',
    'Onboarding with one of our ESG specialists when your place opens',
  ],
};

const waitingListCopy: Record<string, WaitingListCopy> = {
  '/waiting-list': general,
  '/academy/corporate-workshops': {
    eyebrow: 'Academy · private beta',
    lead: 'Workshops built around your sector, your ESG maturity and the rules you report under, delivered to your own teams. The programme is in private beta: join the waiting list to be offered one of the first places.',
    highlights: [
      'Designed with you for teams of 6 to 30 people, on site or online',
      'Hands-on sessions on CSRD, ISSB, decarbonisation and greenwashing risk',
      'Practical tools and templates your teams keep after the workshop',
    ],
  },
  '/academy/board-leadership': {
    eyebrow: 'Academy · private beta',
    lead: 'Focused sessions that help boards and directors oversee ESG risks and opportunities with confidence. The programme is in private beta: join the waiting list to be offered one of the first places.',
    highlights: [
      'Directors’ duties, board oversight and ESG governance structures',
      'Climate risk and ISSB disclosures from the boardroom’s point of view',
      'Confidential sessions for boards and their committees',
    ],
  },
  '/academy/coaching-mentoring': {
    eyebrow: 'Academy · private beta',
    lead: 'One-to-one coaching and mentoring with an experienced ESG practitioner, for professionals growing into sustainability roles. The programme is in private beta: join the waiting list to be offered one of the first places.',
    highlights: [
      'Matched with a mentor who has done the job you are working towards',
      'Goals agreed at the start and reviewed at every session',
      'Flexible online sessions that fit around your diary',
    ],
  },
};

const waitingListSteps = [
  {
    title: 'Join the list',
    text: 'It takes a minute. Tell us who you are and, if you like, what you hope to achieve.',
  },
  {
    title: 'We get in touch',
    text: 'When a place opens we contact you to understand your goals and answer your questions.',
  },
  {
    title: 'Start early',
    text: 'You begin before the public launch, with our team on hand, and your feedback shapes the result.',
  },
];

const waitingListMore = {
  title: 'Want to know more first?',
  text: 'Ask for information and a specialist will send you the details, or talk to us about what your organisation needs today.',
};

/** Everything the page shows for one of its paths (without a trailing slash). */
export function waitingListPage(pathname: string) {
  return {
    title: findSitePage(pathname)?.title ?? 'Join the waiting list',
    copy: waitingListCopy[pathname] ?? general,
    steps: waitingListSteps,
    more: waitingListMore,
  };
}
export type WaitingListContent = ReturnType<typeof waitingListPage>;
