/** The academy landing page (/academy-page): typed copy, rendered by features/academy/landing. */

export interface CourseCard {
  href: '/course-1' | '/course-2';
  title: string;
  summary: string;
  dates: string;
  image: string;
}

export interface GreenHubTab {
  value: string;
  label: string;
  title: string;
  text: string;
  points: string[];
}

export const academyLanding = {
  hero: {
    eyebrow: 'ESG Academy',
    title: 'Learn sustainability',
    titleAccent: 'with people who practise it',
    lead: 'Certificate courses, a community of peers and GreenHub, our resource library: one place to build the skills that ESG reporting, assurance and climate risk work now demand.',
    signUp: { label: 'Sign Up', href: '/academy-sign-up' },
    signIn: { label: 'Sign in', href: '/academy-sign-in' },
  },
  courses: {
    eyebrow: 'Live certificate courses',
    title: 'Two certificates of practice',
    lead: 'Half-day live sessions over a video-meeting tool, a team assessment and a certificate you can share.',
    items: [
      {
        href: '/course-1',
        title: 'Certificate of Practice in Sustainability Reporting and Assurance',
        summary:
          'Prepare disclosures that stand up to scrutiny and learn how assurers test them, from materiality to evidence.',
        dates: '29, 30, 31 August and 5 September 2025',
        image: '/images/academy/workshop-assurance.svg',
      },
      {
        href: '/course-2',
        title: 'Certificate of Practice in ESG and Climate Risk Management',
        summary:
          'Identify, assess and manage ESG and climate risks inside an enterprise risk framework, with scenarios and controls.',
        dates: '30, 31 May, 1 June and 6 June 2024',
        image: '/images/academy/workshop-climate-risk.svg',
      },
    ] satisfies CourseCard[],
  },
  about: {
    eyebrow: 'About the academy',
    title: 'Education that changes how organisations work',
    paragraphs: [
      'The ESG Academy teaches what our advisers and assurers do every day. Courses are built around real disclosures, real risk registers and real audit findings, so what you learn on Monday is useful on Tuesday.',
      'Learners come from risk, finance, compliance, internal audit and sustainability teams, and from the firms that advise them. They leave with a certificate, a network of peers and a shelf of tools they keep using.',
    ],
    facts: [
      'Taught by practitioners',
      'Live and self-paced courses',
      'Certificates you can verify',
    ],
  },
  greenHub: {
    eyebrow: 'GreenHub',
    title: 'More than courses',
    lead: 'GreenHub brings the community, the academy and the resource library together, and it is free for our clients.',
    tabs: [
      {
        value: 'community',
        label: '1 Peers Community',
        title: 'A community of peers',
        text: 'Meet practitioners who face the same questions: how to scope a materiality assessment, what an assurer will ask for, how to get a board to act.',
        points: [
          'Monthly round tables on reporting and assurance',
          'Ask-me-anything sessions with our faculty',
          'A members-only forum moderated by practitioners',
        ],
      },
      {
        value: 'academy',
        label: '2 Academy',
        title: 'Courses that lead to a certificate',
        text: 'Live certificate courses and self-paced lectures you can take at your own speed, with progress tracked and a certificate when you finish.',
        points: [
          'Live half-day sessions with a team assessment',
          'Short video lectures with captions',
          'Certificates with a public verification page',
        ],
      },
      {
        value: 'resources',
        label: '3 Resources',
        title: 'A library you will keep using',
        text: 'Templates, checklists and briefings written by our advisers, updated as standards and regulation change.',
        points: [
          'Disclosure and evidence templates',
          'Regulatory briefings on CSRD, ISSB and more',
          'Recorded webinars and reading lists',
        ],
      },
    ] satisfies GreenHubTab[],
  },
  technology: {
    eyebrow: 'Cutting-edge technology',
    title: 'Learning built on the platform our clients use',
    text: 'Lectures stream in the browser on any device and remember where you stopped. Progress is saved as you watch, certificates are issued the moment you finish, and anyone you share one with can check it is genuine on its verification page.',
    points: [
      'Resume where you left off',
      'Progress saved lecture by lecture',
      'Share on LinkedIn in one click',
    ],
  },
  newsletter: {
    eyebrow: 'Monthly newsletter',
    title: 'Stay ahead of ESG change',
    text: 'One e-mail a month: new courses, regulatory updates and practical notes from our faculty.',
  },
  faqIntro: {
    eyebrow: 'FAQ',
    title: 'Questions learners ask',
  },
  faqs: [
    {
      question: 'Who are the academy courses for?',
      answer:
        'Risk, finance, compliance, internal audit and sustainability professionals, and consultants and accountants who advise on ESG. No prior certificate is needed.',
    },
    {
      question: 'How are the live courses taught?',
      answer:
        'Over a video-meeting tool in half-day sessions with a 15-minute break, followed by a team assessment. Full attendance is expected.',
    },
    {
      question: 'Do I get a certificate?',
      answer:
        'Yes. Self-paced courses issue a certificate as soon as you complete every lecture. For live courses, issuing the certificate may take up to two weeks after the assessment.',
    },
    {
      question: 'Can others check that my certificate is genuine?',
      answer:
        'Every certificate has a unique ID, a QR code and a public verification page that shows the learner, the course and whether it is valid.',
    },
    {
      question: 'Is GreenHub free?',
      answer:
        'GreenHub is free for our clients. Others can join the community and newsletter at no cost and enrol in courses individually.',
    },
  ],
  registration: {
    eyebrow: 'Investment and registration',
    title: 'Register yourself or your team',
    text: 'Fees depend on the course and the size of your group, with reductions for teams and for our clients. Write or call us and we will send the details and hold your places.',
    formLink: { label: 'Use the web form', href: '/contact#contact-form' },
  },
};

export type AcademyLanding = typeof academyLanding;
