/**
 * The two live certificate courses (/course-1, /course-2): one typed module each, rendered by one
 * template (features/academy/course-page). Dates and times are as the provider announced them.
 */

export interface AgendaDay {
  /** Weekday and date, e.g. "Friday 29 August 2025". */
  date: string;
  /** ISO date, for the Course structured data. */
  isoDate: string;
  title: string;
  topics: string[];
}

export interface Faculty {
  id: 1 | 2;
  name: string;
  title: string;
  bio: string;
  credentials: string[];
  expertise: string[];
}

export interface LiveCourse {
  path: '/course-1' | '/course-2';
  name: string;
  lead: string;
  image: string;
  details: { label: string; value: string }[];
  /** The session times exactly as announced. */
  schedule: { dates: string; times: string };
  about: string[];
  objectives: string[];
  requirements: string[];
  agenda: AgendaDay[];
  faculty: [Faculty, Faculty];
  audience: string[];
}

/** The rules that apply to both live courses. */
export const courseRules = [
  'Full attendance at every session is required.',
  'A participant absent for one hour or more completes a homework assignment.',
  'Team assessment presentations last up to 20 minutes.',
  'Teams have up to 5 people and are assigned by time zone.',
  'The faculty is available for one hour after days 2 and 3.',
  'Each team may book up to 30 minutes with the instructor.',
  'Issuing the certificate may take up to two weeks.',
];

const audience = [
  'Risk professionals',
  'Finance professionals',
  'Compliance professionals',
  'Audit professionals',
  'Sustainability professionals',
];

const sharedRequirements = [
  'A computer with a camera, microphone and a stable internet connection',
  'Working knowledge of your organisation’s reporting or risk processes',
  'About two hours of reading before the first session',
];

export const reportingCourse: LiveCourse = {
  path: '/course-1',
  name: 'Certificate of Practice in Sustainability Reporting and Assurance',
  lead: 'Three live half-day sessions and a team assessment on preparing sustainability disclosures that hold up, and on how assurance providers test them.',
  image: '/images/academy/workshop-assurance.svg',
  details: [
    { label: 'Format', value: 'Live, via a video-meeting tool, with a 15-minute break' },
    { label: 'Sessions', value: 'Three half-day sessions plus a team assessment' },
    { label: 'Faculty', value: 'Two named faculty members' },
    { label: 'Certificate', value: 'Certificate of Practice, issued within two weeks' },
  ],
  schedule: {
    dates: 'August 29, 30, 31 and September 5, 2025',
    times: '9:00-12:30 or 2:00-5:30 p.m. BST (UK summer time)',
  },
  about: [
    'Reporting standards now ask for more than a narrative: they ask for data that can be traced, controlled and assured. This course walks through that journey from the double materiality assessment to the evidence an assurer will ask for.',
    'Each session mixes short talks with worked cases drawn from real reports. In the team assessment you present a disclosure and defend it, as you would to an assurance provider.',
  ],
  objectives: [
    'Run a double materiality assessment and document its judgements',
    'Map reporting requirements to data owners, sources and controls',
    'Prepare disclosures that are consistent, complete and traceable',
    'Understand limited and reasonable assurance and how engagements are planned',
    'Answer an assurer’s requests with the right evidence',
  ],
  requirements: sharedRequirements,
  agenda: [
    {
      date: 'Friday 29 August 2025',
      isoDate: '2025-08-29',
      title: 'Foundations and materiality',
      topics: [
        'The reporting landscape: CSRD, ESRS and ISSB',
        'Double materiality step by step',
        'Stakeholder engagement that stands up',
      ],
    },
    {
      date: 'Saturday 30 August 2025',
      isoDate: '2025-08-30',
      title: 'Data, controls and disclosure',
      topics: [
        'Data owners, sources and lineage',
        'Internal controls over sustainability reporting',
        'Drafting disclosures and metrics',
      ],
    },
    {
      date: 'Sunday 31 August 2025',
      isoDate: '2025-08-31',
      title: 'Assurance in practice',
      topics: [
        'Limited and reasonable assurance',
        'Planning, sampling and evidence',
        'Common findings and how to avoid them',
      ],
    },
    {
      date: 'Friday 5 September 2025',
      isoDate: '2025-09-05',
      title: 'Team assessment',
      topics: [
        'Team presentations of up to 20 minutes',
        'Questions from the faculty',
        'Feedback and next steps',
      ],
    },
  ],
  faculty: [
    {
      id: 1,
      name: 'Dr Amelia Hart',
      title: 'Lead faculty, sustainability reporting',
      bio: 'Amelia has led reporting programmes for listed groups in energy, retail and financial services, and now advises boards on their first assured disclosures.',
      credentials: ['PhD in Environmental Accounting', 'Chartered Accountant (ACA)'],
      expertise: ['Double materiality', 'ESRS and ISSB disclosures', 'Reporting controls'],
    },
    {
      id: 2,
      name: 'Daniel Okafor',
      title: 'Faculty, sustainability assurance',
      bio: 'Daniel has planned and led assurance engagements on emissions, workforce and governance data for more than a decade, in the UK and across Africa.',
      credentials: ['Certified Internal Auditor (CIA)', 'Lead Verifier, ISO 14064-3'],
      expertise: [
        'Limited and reasonable assurance',
        'Greenhouse gas verification',
        'Evidence and sampling',
      ],
    },
  ],
  audience,
};

export const climateRiskCourse: LiveCourse = {
  path: '/course-2',
  name: 'Certificate of Practice in ESG and Climate Risk Management',
  lead: 'Three live half-day sessions and a team assessment on bringing ESG and climate risks into enterprise risk management, from scenarios to controls and reporting.',
  image: '/images/academy/workshop-climate-risk.svg',
  details: [
    { label: 'Format', value: 'Live, via a video-meeting tool, with a 15-minute break' },
    { label: 'Sessions', value: 'Three half-day sessions plus a team assessment' },
    { label: 'Faculty', value: 'Two faculty members' },
    { label: 'Certificate', value: 'Certificate of Practice, issued within two weeks' },
  ],
  schedule: {
    dates: 'May 30, 31, June 1 and assessment June 6, 2024',
    times: '9:00 a.m.-12:30 p.m. EDT or 2:00-5:30 p.m. BST (UK summer time)',
  },
  about: [
    'Climate change and wider ESG issues are now principal risks for most organisations, yet they often sit outside the risk framework. This course shows how to bring them in: identified, assessed, owned and reported like any other risk.',
    'You work through physical and transition scenarios, set risk appetite and design controls, then present a risk assessment as a team to the faculty.',
  ],
  objectives: [
    'Identify ESG and climate risks across the value chain',
    'Assess physical and transition risks with scenarios',
    'Set risk appetite and key risk indicators for ESG',
    'Design controls and assign owners for material risks',
    'Report climate risk in line with TCFD and ISSB expectations',
  ],
  requirements: sharedRequirements,
  agenda: [
    {
      date: 'Thursday 30 May 2024',
      isoDate: '2024-05-30',
      title: 'ESG risk in the enterprise',
      topics: [
        'Why ESG risks are business risks',
        'Integrating ESG into the risk framework',
        'Risk identification workshop',
      ],
    },
    {
      date: 'Friday 31 May 2024',
      isoDate: '2024-05-31',
      title: 'Climate scenarios',
      topics: [
        'Physical and transition risks',
        'Scenario analysis in practice',
        'Financial impact and materiality',
      ],
    },
    {
      date: 'Saturday 1 June 2024',
      isoDate: '2024-06-01',
      title: 'Controls, appetite and reporting',
      topics: [
        'Risk appetite and indicators',
        'Controls and ownership',
        'Reporting to the board and the market',
      ],
    },
    {
      date: 'Thursday 6 June 2024',
      isoDate: '2024-06-06',
      title: 'Team assessment',
      topics: [
        'Team presentations of up to 20 minutes',
        'Questions from the faculty',
        'Feedback and next steps',
      ],
    },
  ],
  faculty: [
    {
      id: 1,
      name: 'Priya Raman',
      title: 'Lead faculty, enterprise and climate risk',
      bio: 'Priya has built enterprise risk frameworks for insurers and manufacturers and led their first climate scenario analyses.',
      credentials: ['Certified Risk Management Professional', 'MSc in Climate Change Management'],
      expertise: ['Enterprise risk management', 'Climate scenario analysis', 'Risk appetite'],
    },
    {
      id: 2,
      name: 'Tom Gallagher',
      title: 'Faculty, ESG governance and controls',
      bio: 'Tom advises audit and risk committees on ESG oversight, and has designed control frameworks for sustainability data in listed companies.',
      credentials: [
        'Fellow of the Institute of Risk Management',
        'Certified Internal Auditor (CIA)',
      ],
      expertise: ['ESG governance', 'Internal controls', 'TCFD and ISSB reporting'],
    },
  ],
  audience,
};

export const liveCourses = {
  '/course-1': reportingCourse,
  '/course-2': climateRiskCourse,
} as const;
