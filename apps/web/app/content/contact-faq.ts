import { site } from '@verdantia/domain/site/config';

export interface Faq {
  question: string;
  answer: string;
}

const { street, city, postcode, country } = site.address;

/**
 * The contact page's FAQ: the nine questions, answered in our own words. The page
 * also publishes them as FAQPage structured data, so keep answers plain text.
 */
export const contactFaqs: readonly Faq[] = [
  {
    question: `What is ${site.name}?`,
    answer: `${site.name} is an AI-powered ESG platform: the ERP for sustainability. It brings ESG performance insights (ESG Compass Suite), carbon management (Net Zero) and ESG risk and anti-greenwashing controls (GreenShield) into one place, backed by advisory, assurance and training from the same team.`,
  },
  {
    question: `What is the purpose of ${site.name}?`,
    answer:
      'To turn sustainability commitments into progress you can measure, manage and report. Boards, finance, risk and sustainability teams work from one trusted set of ESG data instead of scattered spreadsheets, so decisions and disclosures rest on the same numbers.',
  },
  {
    question: 'What is your mission?',
    answer:
      'To make credible sustainability performance achievable for every organisation, from micro businesses to listed groups, by pairing practical technology with the judgement of experienced ESG, audit and risk practitioners.',
  },
  {
    question: `What makes ${site.name} unique?`,
    answer:
      'We combine software and people. The platform covers insight, risk and decarbonisation end to end, while our advisers and assurance specialists help you act on what it shows. Every figure keeps its evidence trail, so your data is ready for an independent assurer from day one.',
  },
  {
    question: 'How do you help with supply chain sustainability?',
    answer:
      'Our Supply Chain Sustainability Tracker gives you a working picture of Scope 3 emissions. It collects data from suppliers, estimates what is missing, highlights the hotspots that matter most and tracks supplier engagement and progress over time.',
  },
  {
    question: 'What is the Green Hub?',
    answer:
      'The Green Hub is our learning and community space. It offers e-learning, peer sharing between sustainability professionals, and practical workshops on decarbonisation, TCFD reporting, science-based targets (SBTi) and the UN Sustainable Development Goals.',
  },
  {
    question: 'How do you support regulatory compliance?',
    answer:
      'We help you prepare for the CSRD and for ISSB reporting, carry out ESG due diligence and human rights due diligence (HRDD), and align your strategy with the UN SDGs. GreenShield adds controls that check sustainability claims against their evidence before they are published.',
  },
  {
    question: 'Do you offer any promotions?',
    answer:
      'Yes. Charities, social enterprises and other third-sector organisations, as well as micro businesses, can apply for a discount on our plans and services. Tell us about your organisation in the contact form and we will confirm what applies.',
  },
  {
    question: 'Where are you located?',
    answer: `Our office is in London, at ${street}, ${city} ${postcode}, ${country}. We work with clients across the United Kingdom and internationally, in person or online.`,
  },
];
