import type { QuestionGuidance } from './guidance-types.ts';

// Guidance for the Governance and Data & reporting readiness questions, keyed by question id.

export const governanceDataGuidance: Record<string, QuestionGuidance> = {
  'gov-board': {
    meaning:
      'Whether the people who govern the organisation (a board, trustees or owners) oversee sustainability as they oversee finance and risk.',
    example:
      'A yearly review is level 3; a named board member or committee with a written mandate and regular reports is level 4.',
    evidence:
      'Board minutes and agendas, committee terms of reference, and the reports the board receives.',
    owner: 'Board chair',
  },
  'gov-ownership': {
    meaning: 'Who in management is accountable for sustainability, with time and authority to act.',
    example:
      'An enthusiast doing it alongside their job is level 2; a manager with time formally allocated is level 3; a dedicated lead reporting to an executive is level 4.',
    evidence:
      'Job descriptions, the organisation chart, and objectives or pay terms linked to targets.',
    owner: 'Managing director',
  },
  'gov-policies': {
    meaning:
      'Written, approved policies that say how you handle each material topic, such as environment, ethics and human rights.',
    example:
      'A short general statement is level 2; approved policies for the main topics are level 3; policies with owners and a review cycle for every material topic are level 4.',
    evidence: 'The policies, their approval records, owners and review dates.',
    owner: 'Legal and compliance lead',
  },
  'gov-ethics': {
    meaning:
      'How you prevent bribery, corruption and other misconduct, and how people can raise concerns safely.',
    example:
      'A code handed out at joining is level 2; training for all staff with a gifts register is level 3; corruption risk assessment, third-party checks and a confidential whistleblowing channel are level 4.',
    evidence:
      'The code of conduct, training completion records, the gifts and hospitality register, and whistleblowing channel reports.',
    owner: 'Legal and compliance lead',
  },
  'gov-risk': {
    meaning:
      'Whether environmental, social and governance risks are managed like every other business risk.',
    example:
      'ESG risks in a separate list are level 3; the same scales, owners and controls as other enterprise risks are level 4.',
    evidence:
      'The risk register, the risk method and scales, and risk reports to management or the board.',
    owner: 'Risk manager',
  },
  'gov-greenwashing': {
    meaning:
      'Whether the environmental and social claims you make in marketing, sales and reports are checked against evidence before they go out.',
    example:
      'A read-through is level 2; approval by a named person who asks for evidence is level 3; every claim checked against evidence and current rules, with the evidence kept, is level 4.',
    evidence:
      'The claims approval procedure, a log of approved claims and the evidence file behind each.',
    owner: 'Communications lead',
  },
  'gov-internal-audit': {
    meaning:
      'Whether someone independent of the people doing the work checks that sustainability processes and data are sound.',
    example:
      'A one-off review ahead of a report is level 3; sustainability in the risk-based audit plan, reviewed regularly, is level 4.',
    evidence:
      'The internal audit plan, audit reports on sustainability topics and the follow-up of their findings.',
    owner: 'Head of internal audit',
  },
  'data-materiality': {
    meaning:
      'Which sustainability topics matter for your organisation: those where you have a significant impact, and those that affect your finances. Considering both is “double materiality”.',
    example:
      'An informal view is level 2; an assessment based on stakeholder views is level 3; a documented double materiality assessment with thresholds is level 4.',
    evidence:
      'The materiality assessment, its method and thresholds, stakeholder input and the approval record.',
    owner: 'Sustainability lead',
  },
  'data-csrd': {
    meaning:
      'How ready you are for the EU Corporate Sustainability Reporting Directive and its European Sustainability Reporting Standards (ESRS), or for a customer who asks for the same data.',
    example:
      'Knowing when it applies is level 2; a gap analysis against the ESRS data points is level 3; a dated plan closing the gaps is level 4.',
    evidence: 'The scoping analysis, the gap analysis and the plan with its owners and dates.',
    owner: 'Finance director',
  },
  'data-issb': {
    meaning:
      'How ready you are for the ISSB standards IFRS S1 (general sustainability disclosures) and IFRS S2 (climate), which investors and some regulators use.',
    example:
      'Mapping current reporting against IFRS S1 and S2 is level 3; reporting climate along governance, strategy, risk management and metrics is level 4.',
    evidence: 'The mapping against IFRS S1 and S2, and the published climate disclosures.',
    owner: 'Finance director',
  },
  'data-collection': {
    meaning:
      'How sustainability data gets from where it arises (bills, meters, HR and finance systems) to your reports.',
    example:
      'Spreadsheets sent round by e-mail are level 2; standard templates from named owners on a fixed schedule are level 3; data flowing from source systems into one platform is level 4.',
    evidence:
      'The data collection templates or platform, the list of data owners and the collection calendar.',
    owner: 'Data or IT lead',
  },
  'data-quality': {
    meaning:
      'The checks that make sure sustainability figures are complete and correct before anyone relies on them.',
    example:
      'Comparing with last year and explaining big changes is level 3; documented reviews, reconciliations and sign-offs on the main metrics are level 4.',
    evidence:
      'Control descriptions, sign-off records, reconciliations and the findings of reviews.',
    owner: 'Finance director',
  },
  'data-reporting': {
    meaning: 'What you publish about your sustainability performance, and how consistently.',
    example:
      'Answering customer questionnaires is level 2; a web page with selected figures is level 3; an annual report using a recognised framework with several years of figures is level 4.',
    evidence: 'Published reports, questionnaire answers, and the framework index they follow.',
    owner: 'Sustainability lead',
  },
  'data-assurance': {
    meaning:
      'Whether an independent assurance provider has checked your sustainability information and given an opinion.',
    example:
      'A consultant’s review without an opinion is level 3; limited assurance on key metrics such as emissions is level 4.',
    evidence:
      'Assurance statements, the scope of the engagement and the provider’s management letter.',
    owner: 'Finance director',
  },
  'data-systems': {
    meaning: 'The tools you use to hold sustainability data, targets and reports.',
    example:
      'Shared spreadsheets with structure and access rights are level 3; a dedicated ESG platform is level 4; one connected to your ERP with management dashboards is level 5.',
    evidence:
      'The system or spreadsheets in use, their access rights and the reports they produce.',
    owner: 'Data or IT lead',
  },
};
