/**
 * The key-benefits section and the "Start Your Sustainability Transformation Today" call to action,
 * shared by /pricing and /award through ui/key-benefits.tsx.
 */
import type { KeyBenefitsContent } from '~/ui/key-benefits';

export const keyBenefits: KeyBenefitsContent = {
  eyebrow: 'Key benefits',
  title: 'What changes when sustainability runs on one platform',
  lead: 'Software, advice, assurance and training that work together, so progress is measured, reported and believed.',
  items: [
    {
      icon: 'truth',
      title: 'One version of the truth',
      text: 'Every ESG metric, owner and piece of evidence in a single governed record instead of scattered spreadsheets.',
    },
    {
      icon: 'report',
      title: 'Ready for CSRD and ISSB',
      text: 'Map your data once and report against CSRD, ESRS, ISSB and GRI from the same checked numbers.',
    },
    {
      icon: 'carbon',
      title: 'Decarbonisation you can prove',
      text: 'Measure Scope 1, 2 and 3 emissions, forecast where they are heading and track every reduction action.',
    },
    {
      icon: 'shield',
      title: 'Claims that stand up',
      text: 'Risk screening and anti-greenwashing checks make sure every public statement is backed by evidence.',
    },
    {
      icon: 'people',
      title: 'Experts beside you',
      text: 'Advisers, assurance specialists and trainers who know the frameworks and know the platform.',
    },
    {
      icon: 'insight',
      title: 'Decisions, not just dashboards',
      text: 'AI insight turns your data into clear priorities for the board, finance and operations teams.',
    },
  ],
  cta: {
    title: 'Start Your Sustainability Transformation Today',
    lead: 'See how the platform fits your organisation in a short, practical demo with one of our ESG specialists.',
    action: { label: 'Request a Demo', href: '/contact' },
  },
};
