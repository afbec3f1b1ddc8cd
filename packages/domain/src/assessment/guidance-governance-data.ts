import type { QuestionGuidance } from './guidance-types.ts';

// Guidance for the Governance and Data & reporting readiness questions, keyed by question id.

export const governanceDataGuidance: Record<string, QuestionGuidance> = {
  'gov-board': {
    meaning:
      'Whether the people who govern the organisation (a board, trustees or owners) oversee sustainability as they oversee finance and risk.',
    evidence:
      'Board minutes and agendas, committee terms of reference, and the reports the board receives.',
    owner: 'Board chair',
  },
  'gov-ownership': {
    meaning: 'Who in management is accountable for sustainability, with time and authority to act.',
    evidence:
      'Job descriptions, the organisation chart, and objectives or pay terms linked to targets.',
    owner: 'Managing director',
  },
  'gov-policies': {
    meaning:
      'Written, approved policies that say how you handle each material topic, such as environment, ethics and human rights.',
    evidence: 'The policies, their approval records, owners and review dates.',
    owner: 'Legal and compliance lead',
  },
  'gov-ethics': {
    meaning:
      'How you prevent bribery, corruption and other misconduct, and how people can raise concerns safely.',
    evidence:
      'The code of conduct, training completion records, the gifts and hospitality register, and whistleblowing channel reports.',
    owner: 'Legal and compliance lead',
  },
  'gov-risk': {
    meaning:
      'Whether environmental, social and governance risks are managed like every other business risk.',
    evidence:
      'The risk register, the risk method and scales, and risk reports to management or the board.',
    owner: 'Risk manager',
  },
  'gov-greenwashing': {
    meaning:
      'Whether the environmental and social claims you make in marketing, sales and reports are checked against evidence before they go out.',
    evidence:
      'The claims approval procedure, a log of approved claims and the evidence file behind each.',
    owner: 'Communications lead',
  },
  'gov-internal-audit': {
    meaning:
      'Whether someone independent of the people doing the work checks that sustainability processes and data are sound.',
    evidence:
      'The internal audit plan, audit reports on sustainability topics and the follow-up of their findings.',
    owner: 'Head of internal audit',
  },
  'data-materiality': {
    meaning:
      'Which sustainability topics matter for your organisation: those where you have a significant impact, and those that affect your finances. Considering both is “double materiality”.',
    evidence:
      'The materiality assessment, its method and thresholds, stakeholder input and the approval record.',
    owner: 'Sustainability lead',
  },
  'data-csrd': {
    meaning:
      'How ready you are for the EU Corporate Sustainability Reporting Directive and its European Sustainability Reporting Standards (ESRS), or for a customer who asks for the same data.',
    evidence: 'The scoping analysis, the gap analysis and the plan with its owners and dates.',
    owner: 'Finance director',
  },
  'data-issb': {
    meaning:
      'How ready you are for the ISSB standards IFRS S1 (general sustainability disclosures) and IFRS S2 (climate), which investors and some regulators use.',
    evidence: 'The mapping against IFRS S1 and S2, and the published climate disclosures.',
    owner: 'Finance director',
  },
  'data-collection': {
    meaning:
      'How sustainability data gets from where it arises (bills, meters, HR and finance systems) to your reports.',
    evidence:
      'The data collection templates or platform, the list of data owners and the collection calendar.',
    owner: 'Data or IT lead',
  },
  'data-quality': {
    meaning:
      'The checks that make sure sustainability figures are complete and correct before anyone relies on them.',
    evidence:
      'Control descriptions, sign-off records, reconciliations and the findings of reviews.',
    owner: 'Finance director',
  },
  'data-reporting': {
    meaning: 'What you publish about your sustainability performance, and how consistently.',
    evidence: 'Published reports, questionnaire answers, and the framework index they follow.',
    owner: 'Sustainability lead',
  },
  'data-assurance': {
    meaning:
      'Whether an independent assurance provider has checked your sustainability information and given an opinion.',
    evidence:
      'Assurance statements, the scope of the engagement and the provider’s management letter.',
    owner: 'Finance director',
  },
  'data-systems': {
    meaning: 'The tools you use to hold sustainability data, targets and reports.',
    evidence:
      'The system or spreadsheets in use, their access rights and the reports they produce.',
    owner: 'Data or IT lead',
  },
};
