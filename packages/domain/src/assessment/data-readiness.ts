import type { Question } from './types.ts';

const disclosures = {
  label: 'ESG disclosures and reporting',
  path: '/solution/levelling-up/esg-disclosures-&-reporting',
};
const dataManagement = {
  label: 'ESG data management',
  path: '/solution/levelling-up/esg-data-management',
};

export const dataQuestions: readonly Question[] = [
  {
    id: 'data-materiality',
    pillar: 'data',
    area: 'Double materiality',
    text: 'Have you identified which sustainability topics are material to your organisation?',
    options: [
      'We have not identified our material topics.',
      'We have an informal view of the topics that matter most.',
      'We ran a materiality assessment based on stakeholder views.',
      'We ran a double materiality assessment (impact and financial) as CSRD and the ESRS describe, with documented thresholds.',
      'The double materiality assessment is refreshed every year, approved by the board and drives what we report.',
    ],
    service: {
      label: 'Materiality assessment and strategy',
      path: '/solution/getting-started/materiality-assessment-&-strategy',
    },
  },
  {
    id: 'data-csrd',
    pillar: 'data',
    area: 'CSRD readiness',
    text: 'How ready are you for the EU Corporate Sustainability Reporting Directive (CSRD)?',
    options: [
      'We do not know whether or when CSRD applies to us.',
      'We know when it applies but have not started preparing.',
      'We have run a gap analysis against the ESRS data points.',
      'We have a plan to close the gaps, with owners and dates, and most material data points are available.',
      'We can produce an ESRS-aligned sustainability statement today, ready for limited assurance.',
    ],
    service: {
      label: 'ESG gap assessment and benchmarking',
      path: '/services/esg-gap-assessment-&-benchmarking',
    },
  },
  {
    id: 'data-issb',
    pillar: 'data',
    area: 'ISSB readiness',
    text: 'How prepared are you to report under the ISSB standards (IFRS S1 and S2)?',
    options: [
      'We are not familiar with the ISSB standards.',
      'We know of them but have not compared them with what we report.',
      'We have mapped our current reporting against IFRS S1 and S2.',
      'We report climate-related risks and opportunities along the four pillars of governance, strategy, risk management, and metrics and targets.',
      'Our reporting meets IFRS S1 and S2, including climate scenario analysis and the industry-based metrics.',
    ],
    service: disclosures,
  },
  {
    id: 'data-collection',
    pillar: 'data',
    area: 'Data collection',
    text: 'How do you collect sustainability data?',
    options: [
      'We do not collect sustainability data.',
      'Data is gathered by e-mail into spreadsheets when someone asks for it.',
      'We use standard templates, collected on a fixed schedule from named owners.',
      'Data flows from source systems (ERP, meters, HR) into one platform, with few manual steps.',
      'Collection is automated across the group, with an audit trail from each figure back to its source.',
    ],
    service: dataManagement,
  },
  {
    id: 'data-quality',
    pillar: 'data',
    area: 'Data quality and controls',
    text: 'How do you make sure your sustainability data is accurate?',
    options: [
      'We do not check it.',
      'Figures are looked over before they are published.',
      'We compare figures with the previous year and investigate big changes.',
      'Documented controls (reviews, reconciliations, sign-offs) cover the main metrics, as they do for financial data.',
      'A full internal control framework covers sustainability data and is tested every year.',
    ],
    service: { label: 'ESG controllership', path: '/service/esg-controllership' },
  },
  {
    id: 'data-reporting',
    pillar: 'data',
    area: 'Sustainability reporting',
    text: 'How do you report on sustainability today?',
    options: [
      'We do not report on sustainability.',
      'We answer customer questionnaires as they come in.',
      'We publish a sustainability page or report with selected figures.',
      'We publish an annual report using a recognised framework (such as GRI, ESRS or ISSB), with figures over several years.',
      'Sustainability reporting is part of our annual report, on the same timetable and with the same rigour as the financial statements.',
    ],
    service: disclosures,
  },
  {
    id: 'data-assurance',
    pillar: 'data',
    area: 'External assurance',
    notApplicableWhen: 'You publish no sustainability information, so there is nothing to assure.',
    text: 'Is any of your sustainability information checked by an independent assurance provider?',
    options: [
      'No, and we have not considered it.',
      'We are considering it for the future.',
      'A consultant has reviewed our data, without a formal assurance opinion.',
      'Key metrics such as emissions receive limited assurance.',
      'The whole sustainability statement receives limited assurance, and we are preparing for reasonable assurance.',
    ],
    service: { label: 'ESG third-party assurance', path: '/services/esg-third-party-assurance' },
  },
  {
    id: 'data-systems',
    pillar: 'data',
    area: 'Systems and tools',
    text: 'Which tools support your ESG management and reporting?',
    options: [
      'None: we have no tools for it.',
      'Personal spreadsheets kept by individuals.',
      'Shared spreadsheets with set structure and access rights.',
      'A dedicated ESG platform for data, targets and reporting.',
      'An ESG platform connected to our ERP and operational systems, with dashboards used by management.',
    ],
    service: { label: 'ESG Compass Suite', path: '/esg-software/compass' },
  },
];
