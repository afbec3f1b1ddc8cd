/**
 * Copy of the Academy/training page (/academy) below its hero (the hero's copy
 * ships with the first load, so it sits in features/academy/training/training-hero.tsx): approach,
 * the ESG Insights banner, the eight workshop cards and the ways to learn.
 */
export interface Workshop {
  id: string;
  title: string;
  description: string;
  topics: string[];
  image: string;
}

export const approach = {
  eyebrow: 'Our approach',
  title: 'Learning that changes how work gets done',
  lead: 'Every session is built around the decisions your people will actually face, not slides to sit through.',
  items: [
    {
      icon: 'instructors',
      title: 'Experienced instructors',
      text: 'Our trainers are sustainability reporters, auditors and risk specialists who bring current, first-hand experience of what regulators and assurers expect.',
    },
    {
      icon: 'hands-on',
      title: 'Hands-on learning',
      text: 'Case studies, real data sets and group exercises let participants practise a materiality assessment, an emissions inventory or a board briefing before they do it for real.',
    },
    {
      icon: 'curriculum',
      title: 'Comprehensive curriculum',
      text: 'From first principles to advanced assurance, the workshops connect into one path, so teams build skills in a sensible order and share a common language.',
    },
  ],
} as const;

export const insightsBanner = {
  eyebrow: 'ESG Insights at Academy',
  title: 'Stay ahead between sessions',
  text: 'Our podcast and news round-ups unpack new regulation, reporting practice and assurance findings in plain English, so your learning keeps going after the workshop ends.',
  link: { label: 'New: Explore Pulse', href: '/academy/news-podcast' },
  secondary: { label: 'Read the blog', href: '/academy/blogs' },
};

export const workshopsIntro = {
  eyebrow: 'Workshop packages',
  title: 'Eight workshops for every stage of your ESG journey',
  lead: 'Each workshop can run on its own or as part of a programme, in person or online, and is tailored to your sector and level of experience.',
};

export const workshops: Workshop[] = [
  {
    id: 'csrd-esrs',
    title: 'CSRD and ESRS reporting',
    description:
      'Plan and prepare a sustainability statement under the Corporate Sustainability Reporting Directive and the European Sustainability Reporting Standards.',
    topics: [
      'Scope, phasing and who must report',
      'Double materiality in practice',
      'Mapping ESRS data points',
      'Building a reporting timeline',
    ],
    image: '/images/academy/workshop-csrd.svg',
  },
  {
    id: 'issb',
    title: 'ISSB standards: IFRS S1 and S2',
    description:
      'Understand the global baseline for sustainability disclosure and how to connect it with your financial statements.',
    topics: [
      'General requirements under IFRS S1',
      'Climate disclosures under IFRS S2',
      'Connectivity with financial reporting',
      'UK and other jurisdictional adoption',
    ],
    image: '/images/academy/workshop-issb.svg',
  },
  {
    id: 'ghg',
    title: 'GHG accounting: Scopes 1, 2 and 3',
    description:
      'Build an emissions inventory that is complete, consistent and ready for assurance, from your own operations to your value chain.',
    topics: [
      'Organisational and operational boundaries',
      'Location- and market-based Scope 2',
      'The 15 Scope 3 categories',
      'Emission factors and data quality',
    ],
    image: '/images/academy/workshop-ghg.svg',
  },
  {
    id: 'climate-risk',
    title: 'Climate risk and TCFD scenario analysis',
    description:
      'Identify physical and transition risks, test your strategy against climate scenarios and explain the results to investors.',
    topics: [
      'Physical and transition risks',
      'Choosing and using climate scenarios',
      'Estimating financial impact',
      'The four TCFD pillars',
    ],
    image: '/images/academy/workshop-climate-risk.svg',
  },
  {
    id: 'assurance',
    title: 'ESG assurance readiness (ISAE 3000 and 3410)',
    description:
      'Get your sustainability data, controls and evidence ready for limited or reasonable assurance, without last-minute surprises.',
    topics: [
      'Limited versus reasonable assurance',
      'Evidence, controls and audit trails',
      'Preparing for the assurer’s walkthrough',
      'Common findings and how to avoid them',
    ],
    image: '/images/academy/workshop-assurance.svg',
  },
  {
    id: 'green-claims',
    title: 'Anti-greenwashing and green claims',
    description:
      'Make environmental claims that are clear, accurate and backed by evidence, and review the ones you already make.',
    topics: [
      'The FCA anti-greenwashing rule',
      'The CMA Green Claims Code',
      'Substantiating environmental claims',
      'Reviewing marketing and product language',
    ],
    image: '/images/academy/workshop-green-claims.svg',
  },
  {
    id: 'boards',
    title: 'ESG for boards',
    description:
      'Give directors the confidence to oversee ESG risks and opportunities, challenge management and sign off disclosures.',
    topics: [
      'Directors’ duties and ESG oversight',
      'Setting appetite for sustainability risk',
      'Reading ESG dashboards and disclosures',
      'The questions boards should ask',
    ],
    image: '/images/academy/workshop-boards.svg',
  },
  {
    id: 'supply-chains',
    title: 'Sustainable supply chains',
    description:
      'Map, assess and engage your suppliers on environmental and human rights risks, and turn Scope 3 data into action.',
    topics: [
      'Supplier risk mapping and tiering',
      'Human rights due diligence',
      'Engaging suppliers on Scope 3',
      'Codes of conduct and supplier audits',
    ],
    image: '/images/academy/workshop-supply-chains.svg',
  },
];

export const formats = {
  eyebrow: 'Ways to learn with us',
  title: 'Choose the format that suits your team',
  items: [
    {
      title: 'Corporate workshops',
      text: 'Any of the eight workshops, delivered for your team and built around your data.',
      href: '/academy/corporate-workshops',
    },
    {
      title: 'Board leadership',
      text: 'Focused sessions that help directors lead and oversee the ESG agenda.',
      href: '/academy/board-leadership',
    },
    {
      title: 'Coaching and mentoring',
      text: 'One-to-one support for sustainability leads taking on new responsibilities.',
      href: '/academy/coaching-mentoring',
    },
    {
      title: 'Certificate courses',
      text: 'Live certificate programmes in the ESG Academy, with a team assessment.',
      href: '/academy-page',
    },
  ],
  cta: {
    title: 'Plan training for your team',
    text: 'Tell us what your people need to learn and we will suggest the right workshops and format.',
    action: { label: 'Talk to us', href: '/contact' },
  },
};
