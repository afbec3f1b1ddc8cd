import type { Question } from './types.ts';

const netZero = { label: 'Net Zero carbon management', path: '/esg-software/net-zero' };
const strategy = { label: 'ESG strategy', path: '/service/esg-strategy' };

export const environmentQuestions: readonly Question[] = [
  {
    id: 'env-footprint',
    pillar: 'environment',
    area: 'Carbon footprint (Scopes 1 and 2)',
    text: 'How do you measure the greenhouse gas emissions of your own operations and purchased energy?',
    options: [
      'We have not measured our emissions.',
      'We have a one-off estimate based on spend or industry averages.',
      'We calculate Scope 1 and 2 every year from fuel and energy bills.',
      'We calculate Scope 1 and 2 every year using the GHG Protocol, with the method and data sources documented.',
      'Scope 1 and 2 are tracked monthly from meter and ERP data and checked by an independent party.',
    ],
    service: netZero,
  },
  {
    id: 'env-scope3',
    pillar: 'environment',
    area: 'Value chain emissions (Scope 3)',
    notApplicableWhen:
      'You work alone with no material purchases or products, so there is no value chain to speak of.',
    text: 'How well do you understand the emissions in your value chain?',
    options: [
      'We have not looked at emissions outside our own operations.',
      'We know roughly which suppliers or products are likely to matter most.',
      'We have screened all 15 Scope 3 categories and estimated the material ones from spend data.',
      'We measure the material categories with activity data and supplier-specific figures where we can.',
      'Most Scope 3 emissions use primary supplier data, and suppliers have reduction targets we follow up.',
    ],
    service: {
      label: 'ESG supply chain audits',
      path: '/solution/assurance/esg-supply-chain-audits',
    },
  },
  {
    id: 'env-targets',
    pillar: 'environment',
    area: 'Climate targets',
    text: 'Which emission reduction targets has your organisation set?',
    options: [
      'We have no emission targets.',
      'We have a general ambition (for example "carbon neutral soon") without a date or baseline.',
      'We have a dated reduction target against a baseline year for Scopes 1 and 2.',
      'We have science-based near-term targets covering Scopes 1, 2 and material Scope 3.',
      'Our targets are validated by an external initiative, with a net zero date and progress reported every year.',
    ],
    service: netZero,
  },
  {
    id: 'env-transition-plan',
    pillar: 'environment',
    area: 'Decarbonisation plan',
    text: 'How do you plan to reach your climate targets?',
    options: [
      'There is no plan.',
      'We have a list of ideas, such as switching to LED lighting, with no owners or costs.',
      'We have a plan of specific actions with owners and rough costs.',
      'The plan is costed, sits in the budget and shows the expected reduction from each action.',
      'A board-approved transition plan is tracked quarterly against a reduction pathway and updated every year.',
    ],
    service: strategy,
  },
  {
    id: 'env-energy',
    pillar: 'environment',
    area: 'Energy use and renewables',
    text: 'How do you manage your energy use?',
    options: [
      'We pay the bills but do not track consumption.',
      'We look at consumption from time to time when bills are high.',
      'We track consumption by site every month and have taken efficiency measures.',
      'We have energy efficiency targets and buy renewable electricity for most sites.',
      'Consumption is metered in real time, and almost all electricity is renewable with guarantees of origin or on-site generation.',
    ],
    service: netZero,
  },
  {
    id: 'env-resources',
    pillar: 'environment',
    area: 'Waste and resources',
    text: 'How do you manage waste, water and materials?',
    options: [
      'We do not track waste, water or materials.',
      'We recycle where facilities exist, without measuring volumes.',
      'We measure waste and water volumes by site each year.',
      'We have reduction targets for waste and water and work with suppliers on recycled or reusable materials.',
      'Circular design principles guide our products and processes, with measured progress on reuse and recovery.',
    ],
    service: {
      label: 'Sustainability managed services',
      path: '/services/sustainability-managed-services',
    },
  },
  {
    id: 'env-climate-risk',
    pillar: 'environment',
    area: 'Climate risk',
    text: 'How do you assess physical and transition climate risks to your business?',
    options: [
      'We have not considered climate risks.',
      'We have discussed climate risks informally.',
      'Climate risks are listed in our risk register with an owner.',
      'We have assessed physical and transition risks for our main sites and markets, with financial effects estimated.',
      'We run climate scenario analysis (for example 1.5°C and 3°C) and its results shape strategy and capital spending.',
    ],
    service: { label: 'ESG, ERM and resilience', path: '/service/esg-erm-resilience' },
  },
  {
    id: 'env-nature',
    pillar: 'environment',
    area: 'Nature and biodiversity',
    text: 'How do you consider your impact and dependence on nature and biodiversity?',
    options: [
      'Nature and biodiversity are not considered.',
      'We are aware of the topic but have not assessed it.',
      'We have identified which sites or supply chains are near sensitive areas.',
      'We have assessed our impacts and dependencies on nature and act on the main ones.',
      'We have nature-related targets, report on them and include them in supplier requirements.',
    ],
    service: {
      label: 'Materiality assessment and strategy',
      path: '/solution/getting-started/materiality-assessment-&-strategy',
    },
  },
];
