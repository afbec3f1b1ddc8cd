import { site } from '@verdantia/domain/site/config';
import type { CompanyBlock } from '~/blocks/company-types';
import type { Action } from '~/blocks/types';

// The About page (/about) as blocks; routes/about.tsx renders them.
const contactUs: Action = { label: 'Contact us', href: '/contact' };
const takeAssessment: Action = { label: 'Take the free assessment', href: '/start-green' };

export const aboutBlocks: CompanyBlock[] = [
  {
    type: 'page-hero',
    eyebrow: 'About us',
    title: 'Sustainability you can measure, prove and act on',
    intro: `${site.name} is an ESG software, advisory, assurance and training provider based in ${site.address.city}. We bring technology and specialist judgement together so that boards, finance, audit and sustainability teams work from the same trusted picture.`,
    image: {
      src: '/images/about/about-hero.svg',
      alt: 'An illustration of a dashboard of ESG scores and a carbon trend line, surrounded by leaves',
      width: 560,
      height: 460,
    },
    actions: [contactUs, takeAssessment],
  },
  {
    type: 'statement',
    heading: 'Our mission',
    statement:
      'To make sustainability as measurable, credible and well governed as any other part of running an organisation.',
    paragraphs: [
      'We started because we kept meeting capable teams held back by scattered spreadsheets, unclear ownership and claims nobody could quite evidence. Sustainability data was being collected, but it was rarely trusted enough to guide a decision.',
      'Our answer is what we call the ERP for sustainability: one platform for ESG insight, risk management and decarbonisation, supported by people who have run audits, built controls and written disclosures themselves. We would rather help an organisation report a little less with full confidence than a lot with none.',
    ],
  },
  {
    type: 'link-cards',
    heading: 'What we do',
    intro: 'Four ways of working with us, designed to fit together or to stand alone.',
    sheet: 'about',
    items: [
      {
        sprite: 'software',
        title: 'Software',
        text: 'ESG Compass Suite for performance insight, Net Zero for carbon management across Scopes 1, 2 and 3, and GreenShield for ESG risk and anti-greenwashing controls.',
        href: '/esg-software',
        label: 'Explore our software',
      },
      {
        sprite: 'advisory',
        title: 'Advisory',
        text: 'From setting up an ESG programme and assessing materiality to governance, data management and disclosures under CSRD and ISSB.',
        href: '/solution',
        label: 'See our solutions',
      },
      {
        sprite: 'assurance',
        title: 'Assurance',
        text: 'Independent assurance of sustainability information under ISAE 3000 and ISAE 3410, alongside internal audit, compliance and risk management services.',
        href: '/service/esg-assurance',
        label: 'About ESG assurance',
      },
      {
        sprite: 'academy',
        title: 'Academy',
        text: 'Certificate courses, workshops and a peer community that build the skills sustainability, risk, finance and audit professionals need.',
        href: '/academy-page',
        label: 'Visit the academy',
      },
    ],
  },
  {
    type: 'numbered',
    heading: 'How we work',
    intro: 'Five commitments that shape every engagement, product release and course.',
    items: [
      {
        title: 'Evidence before claims',
        text: 'Every number we help you publish should trace back to its source. We design data flows, controls and reviews so that it does.',
      },
      {
        title: 'Independence where it counts',
        text: 'Our assurance work is carried out by a separate team from the one that advised you, so our conclusions stay objective.',
      },
      {
        title: 'Plain language',
        text: 'Regulation is complex enough. We explain what applies to you, what it means in practice and what to do first, without jargon.',
      },
      {
        title: 'Technology with judgement',
        text: 'AI and automation take the repetitive work; experienced people take the decisions. Our tools say when an answer is an estimate.',
      },
      {
        title: 'Partnership for the long run',
        text: 'We measure success by what your organisation can do without us next year, not by how many days we bill this one.',
      },
    ],
  },
  {
    type: 'roles',
    heading: 'The people behind the work',
    intro:
      'A multidisciplinary team that has sat on your side of the table: in audit committees, finance functions, sustainability teams and regulators’ reviews.',
    sheet: 'about',
    roles: [
      {
        sprite: 'leaf',
        role: 'Sustainability advisers',
        text: 'Lead materiality assessments, strategy and disclosure projects across CSRD, ISSB and GRI.',
      },
      {
        sprite: 'badge',
        role: 'Assurance practitioners',
        text: 'Plan and perform limited and reasonable assurance engagements on sustainability information.',
      },
      {
        sprite: 'clipboard',
        role: 'Internal audit and risk specialists',
        text: 'Bring ESG into audit plans and risk frameworks, in line with the 2024 Global Internal Audit Standards.',
      },
      {
        sprite: 'chart',
        role: 'Data scientists',
        text: 'Build the emissions models, predictive analytics and data-quality checks inside our platform.',
      },
      {
        sprite: 'code',
        role: 'Software engineers',
        text: 'Design, secure and run the platform, its integrations with ERPs, meters and IoT devices, and its APIs.',
      },
      {
        sprite: 'book',
        role: 'Learning designers',
        text: 'Turn practitioner experience into courses, workshops and certificates that stand up in the workplace.',
      },
    ],
    tagsHeading: 'Frameworks we work with every day',
    tags: [
      'CSRD and ESRS',
      'ISSB (IFRS S1 and S2)',
      'GRI',
      'TCFD',
      'SBTi',
      'GHG Protocol',
      'ISAE 3000 and 3410',
      'Global Internal Audit Standards',
    ],
  },
  {
    type: 'office',
    heading: `Based in ${site.address.city}, working across the UK and beyond`,
    text: 'Our team works from our London office and on site with clients. Meetings can be in person or online, whichever suits you.',
    sheet: 'about',
    image: {
      src: '/images/about/london-office.svg',
      alt: 'A line drawing of a London street with our office building among trees',
      width: 600,
      height: 400,
    },
  },
  {
    type: 'closing',
    title: 'Start your sustainability transformation with us',
    text: 'Tell us where you are today, or find out in a few minutes with our free ESG maturity assessment.',
    actions: [contactUs, takeAssessment],
  },
];
