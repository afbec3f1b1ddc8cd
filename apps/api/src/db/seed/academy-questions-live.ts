import type { SeedQuestion } from './academy-questions.ts';

// The banks of the two live programmes' preparation courses (see academy-questions.ts).

export const reportingAndAssurance: SeedQuestion[] = [
  {
    prompt: 'Which body issues IFRS S1 and IFRS S2?',
    kind: 'single',
    options: [
      ['The International Sustainability Standards Board (ISSB)', true],
      ['The Global Reporting Initiative (GRI)', false],
      ['The European Financial Reporting Advisory Group (EFRAG)', false],
      ['The Greenhouse Gas Protocol', false],
    ],
    explanation:
      'The ISSB, set up by the IFRS Foundation, issued IFRS S1 (general requirements) and IFRS S2 (climate-related disclosures) in June 2023.',
  },
  {
    prompt: 'Under which EU law do the European Sustainability Reporting Standards (ESRS) apply?',
    kind: 'single',
    options: [
      ['The Corporate Sustainability Reporting Directive (CSRD)', true],
      ['The General Data Protection Regulation (GDPR)', false],
      ['The Markets in Financial Instruments Directive (MiFID II)', false],
      ['The Non-Financial Reporting Directive, unchanged since 2014', false],
    ],
    explanation:
      'The CSRD requires companies in scope to report under the ESRS, which EFRAG drafted and the European Commission adopted by delegated act.',
  },
  {
    prompt: 'What does "double materiality" combine?',
    kind: 'single',
    options: [
      [
        "Impact materiality (the company's effects on people and the environment) and financial materiality (effects on the company)",
        true,
      ],
      ['Materiality for the current year and for the previous year', false],
      ['The auditor’s materiality and the management’s materiality', false],
      ['Materiality for the parent company and for its subsidiaries', false],
    ],
    explanation:
      'Under the ESRS a topic is material if it is material from the impact perspective, the financial perspective, or both.',
  },
  {
    prompt:
      'Which framework is built mainly around an organisation’s impacts on the economy, the environment and people?',
    kind: 'single',
    options: [
      ['The GRI Standards', true],
      ['IFRS S2', false],
      ['The GHG Protocol Scope 2 Guidance', false],
      ['ISO 9001', false],
    ],
    explanation:
      'The GRI Standards focus on impact materiality: reporting the organisation’s most significant impacts, for a wide range of stakeholders.',
  },
  {
    prompt: 'What level of assurance does the CSRD first require on sustainability statements?',
    kind: 'single',
    options: [
      ['Limited assurance', true],
      ['Reasonable assurance', false],
      ['No assurance at all', false],
      ['An audit opinion identical to the one on the financial statements', false],
    ],
    explanation:
      'The CSRD starts with limited assurance, with a possible move to reasonable assurance later.',
  },
  {
    prompt: 'How does a limited assurance conclusion usually read?',
    kind: 'single',
    options: [
      [
        'Negatively: nothing has come to the practitioner’s attention that causes them to believe the information is materially misstated',
        true,
      ],
      ['Positively: the information is fairly presented in all material respects', false],
      ['As a list of every data point the practitioner re-performed', false],
      ['As a score out of 100', false],
    ],
    explanation:
      'Limited assurance gives a negatively worded conclusion; reasonable assurance gives a positive opinion and needs far more evidence.',
  },
  {
    prompt: 'Which of these help an organisation get ready for assurance? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Documented methods and boundaries for each metric', true],
      ['Controls over how data is collected, checked and approved', true],
      ['An audit trail from reported figures back to source data', true],
      ['Keeping calculations only in the heads of the people who made them', false],
    ],
    explanation:
      'An assurance provider tests methods, controls and the trail to source data; knowledge that lives only in people’s heads cannot be tested.',
  },
  {
    prompt:
      'Which international standard is widely used for assurance engagements on sustainability information other than greenhouse gas statements?',
    kind: 'single',
    options: [
      ['ISAE 3000 (Revised)', true],
      ['ISA 700', false],
      ['ISO 14001', false],
      ['IFRS 15', false],
    ],
    explanation:
      'ISAE 3000 (Revised) covers assurance on non-financial information; ISAE 3410 covers greenhouse gas statements, and ISSA 5000 is the newer dedicated standard.',
  },
  {
    prompt: 'Which four pillars do IFRS S1 and IFRS S2 share with the TCFD recommendations?',
    kind: 'single',
    options: [
      ['Governance, strategy, risk management, and metrics and targets', true],
      ['Environment, social, governance and economics', false],
      ['Plan, do, check and act', false],
      ['Scope 1, Scope 2, Scope 3 and offsets', false],
    ],
    explanation:
      'The ISSB built its standards on the four TCFD pillars: governance, strategy, risk management, and metrics and targets.',
  },
  {
    prompt:
      'Which statements about connecting sustainability and financial reporting are true? Choose all that apply.',
    kind: 'multiple',
    options: [
      [
        'Assumptions should be consistent with those in the financial statements where possible',
        true,
      ],
      [
        'IFRS S1 expects sustainability information to be reported for the same reporting period as the financial statements',
        true,
      ],
      ['Sustainability information should never refer to the financial statements', false],
      ['Sustainability figures may use any reporting period the company likes', false],
    ],
    explanation:
      'IFRS S1 asks for connected information: the same reporting entity and period as the financial statements, and consistent data and assumptions as far as possible.',
  },
];

export const climateRisk: SeedQuestion[] = [
  {
    prompt: 'Which of these is a physical climate risk?',
    kind: 'single',
    options: [
      ['Flooding that damages a factory', true],
      ['A new carbon tax', false],
      ['Customers moving to low-carbon products', false],
      ['A lawsuit over misleading climate claims', false],
    ],
    explanation:
      'Physical risks come from the climate itself, acute (floods, storms) or chronic (rising temperatures, sea level). The others are transition risks.',
  },
  {
    prompt: 'Which of these are transition risks? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Policy and legal changes such as carbon pricing', true],
      ['Technology shifts that make current products obsolete', true],
      ['Changes in market demand and reputation', true],
      ['Rising sea levels', false],
    ],
    explanation:
      'The TCFD groups transition risks into policy and legal, technology, market and reputation risks. Rising sea levels are a chronic physical risk.',
  },
  {
    prompt: 'What is the main purpose of climate scenario analysis?',
    kind: 'single',
    options: [
      ['To test how resilient the strategy is across several plausible futures', true],
      ['To predict the single most likely future precisely', false],
      ['To calculate this year’s Scope 1 emissions', false],
      ['To replace the risk register', false],
    ],
    explanation:
      'Scenarios are not forecasts: they explore different plausible futures so an organisation can see how its strategy holds up in each.',
  },
  {
    prompt: 'What is the difference between acute and chronic physical risks?',
    kind: 'single',
    options: [
      [
        'Acute risks are event-driven, such as storms; chronic risks are longer-term shifts, such as rising average temperatures',
        true,
      ],
      ['Acute risks affect people; chronic risks affect buildings', false],
      ['Acute risks are regulated; chronic risks are not', false],
      ['There is no difference', false],
    ],
    explanation:
      'Acute physical risks are events such as cyclones, floods and heatwaves; chronic risks are gradual changes in climate patterns.',
  },
  {
    prompt: 'What does "stranded assets" mean in climate risk?',
    kind: 'single',
    options: [
      [
        'Assets that lose value early or become liabilities because of the transition, such as unburnable fossil fuel reserves',
        true,
      ],
      ['Assets held in another country', false],
      ['Assets that have been fully depreciated', false],
      ['Assets that cannot be insured against theft', false],
    ],
    explanation:
      'Assets can be stranded by policy, technology or market changes long before the end of their expected economic life.',
  },
  {
    prompt:
      'Which of these are climate-related opportunities named by the TCFD? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Resource efficiency', true],
      ['New products and services', true],
      ['Resilience', true],
      ['Higher emissions intensity', false],
    ],
    explanation:
      'The TCFD lists resource efficiency, energy source, products and services, markets and resilience as opportunity types.',
  },
  {
    prompt:
      'Who should oversee climate-related risks and opportunities, according to the governance pillar?',
    kind: 'single',
    options: [
      ['The board, with management’s role in assessing and managing them described', true],
      ['Only the sustainability team', false],
      ['Only the external auditor', false],
      ['Nobody in particular, as long as risks are recorded', false],
    ],
    explanation:
      'Disclosures describe the board’s oversight and management’s role, so readers can judge who is accountable.',
  },
  {
    prompt: 'How should climate risks be treated in enterprise risk management?',
    kind: 'single',
    options: [
      [
        'Integrated into the existing risk management process, using the same scales and ownership',
        true,
      ],
      ['Kept in a separate register that never reaches the board', false],
      ['Ignored until they appear in the financial statements', false],
      ['Handled only by the insurance broker', false],
    ],
    explanation:
      'Climate risks compete for the same attention and resources as other risks, so they belong in the same process, with owners and comparable ratings.',
  },
  {
    prompt: 'What does "transition plan" mean in climate disclosure?',
    kind: 'single',
    options: [
      [
        'How an organisation plans to move towards a lower-carbon economy, including targets, actions and resources',
        true,
      ],
      ['A plan for moving offices', false],
      ['The handover of the sustainability report to a new auditor', false],
      ['A list of every supplier', false],
    ],
    explanation:
      'IFRS S2 and the ESRS ask for information on climate transition plans: targets, actions, resources and the assumptions behind them.',
  },
  {
    prompt: 'Which time horizons should a climate risk assessment consider?',
    kind: 'single',
    options: [
      ['Short, medium and long term, defined by the organisation and explained', true],
      ['Only the current financial year', false],
      ['Only the year 2100', false],
      ['Only the period of the current loan agreements', false],
    ],
    explanation:
      'Many climate effects arrive over decades, so assessments look at short, medium and long horizons and say how the organisation defines them.',
  },
];
