/**
 * Copy of the home sections that are in the prerendered HTML but hydrate later: offerings, medal
 * teaser, benefits slider and demo banner. It loads with those sections' code,
 * not with the page. The hero's copy sits in hero-section.tsx (it is the only copy on the first
 * load), and the sections absent from the HTML (offer, frameworks, comparison, blog, FAQ) keep
 * theirs in their own modules.
 */
import { site } from '@verdantia/domain/site/config';

export interface Offering {
  title: string;
  href: string;
  /** Symbol id in /images/home/icons.svg. */
  icon: string;
  text: string;
  /** Flagship software only: the one-line promise shown above the name. */
  tagline?: string;
}

export interface Medal {
  name: string;
  tier: string;
  range: string;
}

export interface Benefit {
  title: string;
  text: string;
}

export const offeringsIntro = {
  eyebrow: 'What we offer',
  title: 'One platform for every stage of your ESG journey',
  lead: 'Three connected software suites, backed by the experts who help you use them well.',
};

export const software: Offering[] = [
  {
    title: 'ESG Compass Suite',
    href: '/esg-software/compass',
    icon: 'compass',
    tagline: 'ESG performance insights',
    text: 'Every indicator, owner and piece of evidence in one place, benchmarked and ready for the board.',
  },
  {
    title: 'Net Zero',
    href: '/esg-software/net-zero',
    icon: 'leaf',
    tagline: 'AI carbon management',
    text: 'Predictive emissions analytics, fed live by your energy meters, IoT devices and ERP.',
  },
  {
    title: 'GreenShield',
    href: '/esg-software/green-shield',
    icon: 'shield',
    tagline: 'ESG risk management',
    text: 'Risk screening, anti-greenwashing checks and compliance tracking in one workflow.',
  },
];

export const services: Offering[] = [
  {
    title: 'ESG diagnostic tool',
    href: '/service/esg-diagnostic',
    icon: 'pulse',
    text: 'A rapid health check of your ESG maturity.',
  },
  {
    title: 'Sustainability data tracker',
    href: '/esg-software',
    icon: 'tracker',
    text: 'Trace data from every site and supplier.',
  },
  {
    title: 'Data science lab',
    href: '/service/data-lab',
    icon: 'flask',
    text: 'Models and forecasts built on your own data.',
  },
  {
    title: 'ESG advisory',
    href: '/solution',
    icon: 'route',
    text: 'From materiality and strategy to disclosure.',
  },
  {
    title: 'ESG assurance',
    href: '/services/esg-third-party-assurance',
    icon: 'check',
    text: 'Independent assurance of ESG data and reports.',
  },
  {
    title: 'Business assurance',
    href: '/service/business',
    icon: 'briefcase',
    text: 'Internal audit, compliance and risk management.',
  },
  {
    title: 'Training academy',
    href: '/academy-page',
    icon: 'cap',
    text: 'Courses that build ESG skills across your teams.',
  },
  {
    title: 'Free assessment',
    href: '/start-green',
    icon: 'clock',
    text: 'Your ESG maturity score in under 30 minutes.',
  },
];

export const medalTeaser = {
  eyebrow: 'Sustainability Maturity Medals',
  title: 'Show how far your sustainability programme has come',
  lead: 'Our analysts verify your assessment, score your maturity out of 100 and award the medal you have earned, valid for one year.',
  cta: { label: 'Know More', href: '/award' },
};

export const medals: Medal[] = [
  { name: 'Green Starter', tier: 'Bronze', range: '50–69' },
  { name: 'Eco Innovator', tier: 'Silver', range: '70–79' },
  { name: 'Sustainability Leader', tier: 'Gold', range: '80–89' },
  { name: 'Climate Champion', tier: 'Diamond', range: '90–100' },
];

export const benefitsTitle = `Why teams choose ${site.name}`;

export const benefits: Benefit[] = [
  {
    title: 'One version of the truth',
    text: 'A single governed record of every metric, its owner and its evidence replaces scattered spreadsheets.',
  },
  {
    title: 'Reports in days, not months',
    text: 'Map your data once and produce CSRD, ISSB and GRI disclosures from the same checked numbers.',
  },
  {
    title: 'A net zero plan you can defend',
    text: 'AI forecasts show where emissions are heading and which actions cut them fastest for the money.',
  },
  {
    title: 'Fewer surprises from ESG risk',
    text: 'Continuous screening flags supplier and regulatory risks while there is still time to act.',
  },
];

export const demoBanner = {
  title: 'See your ESG data in one place',
  lead: 'Book a 30-minute walkthrough with a specialist, using questions from your own organisation.',
  cta: { label: 'Request A Demo', href: '/contact' },
};
