import { site } from '@verdantia/domain/site/config';
import type { Faq } from './contact-faq';

/** The home page's FAQ, also published as FAQPage structured data: keep answers plain text. */
export const homeFaqs: Faq[] = [
  {
    question: `What is ${site.name}?`,
    answer: `${site.name} is an ESG platform that brings performance insights (ESG Compass Suite), carbon management (Net Zero) and ESG risk controls (GreenShield) together, with advisory, assurance and training from the same team.`,
  },
  {
    question: 'Which reporting frameworks does the platform support?',
    answer:
      'CSRD and the ESRS, the ISSB standards (IFRS S1 and S2), GRI, TCFD and science-based targets, with mapping to the UN Sustainable Development Goals. You map your data once and reuse it for every framework.',
  },
  {
    question: 'Can Net Zero connect to our existing systems?',
    answer:
      'Yes. Net Zero reads from energy meters, IoT devices and ERP systems through connectors or scheduled file imports, then fills gaps and flags anomalies before figures reach a report.',
  },
  {
    question: 'How does GreenShield reduce greenwashing risk?',
    answer:
      'Every environmental claim is logged with its evidence and reviewed before publication. GreenShield highlights vague or unsupported wording and keeps a record your compliance team can show a regulator.',
  },
  {
    question: 'How long does it take to get started?',
    answer:
      'Most teams see their first dashboards within a few weeks. A full roll-out of one suite typically takes six to ten weeks, depending on how many data sources you connect.',
  },
  {
    question: 'Is there a free way to try it?',
    answer:
      'Yes. The free ESG maturity assessment takes under 30 minutes and gives you a score out of 100, the medal you are on track for and clear next steps.',
  },
];
