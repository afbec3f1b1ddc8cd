import type { CompanyBlock } from '~/blocks/company-types';
import { domains, principleCount, principlesPage, standardCount } from './principles';

// The principles page (/principles) as blocks, built from the Standards' structure in
// principles.ts; routes/principles.tsx renders them.
const range = (numbers: number[]) =>
  numbers.length > 1 ? `Principles ${numbers[0]}–${numbers.at(-1)}` : `Principle ${numbers[0]}`;
const numbersOf = (domain: (typeof domains)[number]) => domain.principles.map((p) => p.number);

const [purpose, ...withPrinciples] = domains;

export const principlesBlocks: CompanyBlock[] = [
  {
    type: 'index-hero',
    eyebrow: principlesPage.eyebrow,
    title: principlesPage.title,
    intro: principlesPage.intro,
    stats: [
      { value: domains.length, label: 'domains' },
      { value: principleCount, label: 'principles' },
      { value: standardCount, label: 'standards' },
    ],
    index: {
      label: 'Domains',
      heading: 'The five domains',
      items: domains.map((domain) => ({
        mark: domain.numeral,
        title: domain.title,
        detail: domain.principles.length
          ? range(numbersOf(domain))
          : 'Why internal auditing exists',
        href: `#domain-${domain.numeral}`,
      })),
    },
  },
  {
    type: 'panel',
    id: `domain-${purpose!.numeral}`,
    mark: purpose!.numeral,
    heading: `Domain ${purpose!.numeral}: ${purpose!.title}`,
    text: purpose!.summary,
    note: principlesPage.note,
  },
  ...withPrinciples.map((domain): CompanyBlock => ({
    type: 'principles',
    id: `domain-${domain.numeral}`,
    eyebrow: `Domain ${domain.numeral} · ${range(numbersOf(domain))}`,
    heading: domain.title,
    summary: domain.summary,
    principles: domain.principles,
  })),
  {
    type: 'closing',
    compact: true,
    title: 'Ready to bring your internal audit function in line with the 2024 Standards?',
    text: 'Ask our assistant about a specific standard, or talk to our internal audit team about a conformance review, a new charter or an external quality assessment.',
    actions: [
      { label: 'Ask the standards assistant', href: '/ai-chatbot' },
      { label: 'Our internal audit services', href: '/service/internal-audit' },
    ],
  },
];
