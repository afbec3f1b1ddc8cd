import { climateRisk, reportingAndAssurance } from './academy-questions-live.ts';

// The final-assessment banks of the built-in courses: ten questions each, keyed by course name.
// An option is [text, correct]. Written for this project; the facts are the public frameworks'.
// The end-to-end journeys read this module to answer as a learner who studied would.

export interface SeedQuestion {
  prompt: string;
  kind: 'single' | 'multiple';
  options: [string, boolean][];
  explanation: string;
}

const fundamentals: SeedQuestion[] = [
  {
    prompt: 'What do the letters ESG stand for?',
    kind: 'single',
    options: [
      ['Environmental, social and governance', true],
      ['Energy, sustainability and growth', false],
      ['Emissions, safety and gender', false],
      ['Economic, strategic and green', false],
    ],
    explanation:
      'ESG groups environmental, social and governance topics that affect, and are affected by, an organisation.',
  },
  {
    prompt: 'Which of these are social topics? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Health and safety at work', true],
      ['Human rights in the supply chain', true],
      ['Diversity and inclusion', true],
      ['Water consumption', false],
    ],
    explanation:
      'Social topics concern people: workers, communities, customers and people in the value chain. Water consumption is an environmental topic.',
  },
  {
    prompt: 'Which of these is a governance topic?',
    kind: 'single',
    options: [
      ['Anti-bribery and corruption controls', true],
      ['Biodiversity loss', false],
      ['Employee training hours', false],
      ['Waste sent to landfill', false],
    ],
    explanation:
      'Governance covers how an organisation is directed and controlled: board oversight, ethics, anti-corruption, remuneration and controls.',
  },
  {
    prompt: 'Who commonly asks a company for ESG information? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Investors and lenders', true],
      ['Large customers assessing their suppliers', true],
      ['Regulators', true],
      ['Nobody: ESG information is only for marketing', false],
    ],
    explanation:
      'Capital providers, customers, regulators, employees and communities all use ESG information to make decisions.',
  },
  {
    prompt: 'What is a materiality assessment for?',
    kind: 'single',
    options: [
      [
        'Finding the sustainability topics that matter most, so reporting and action focus on them',
        true,
      ],
      ['Counting the materials a factory uses', false],
      ['Choosing the paper for the annual report', false],
      ['Setting the auditor’s fee', false],
    ],
    explanation:
      'A materiality assessment ranks topics by their significance, so effort and disclosure go where they matter.',
  },
  {
    prompt:
      'Which of these make a good start to a first materiality conversation? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Listing the topics relevant to your sector and value chain', true],
      ['Asking affected stakeholders what they see', true],
      ['Agreeing how impacts and risks will be rated', true],
      ['Reporting every possible topic in equal depth', false],
    ],
    explanation:
      'A long list from your sector, stakeholders’ views and agreed rating criteria make the conversation focused; reporting everything equally hides what matters.',
  },
  {
    prompt: 'What is greenwashing?',
    kind: 'single',
    options: [
      ['Making misleading or unsupported claims about environmental performance', true],
      ['Cleaning a building with eco-friendly products', false],
      ['Publishing a sustainability report', false],
      ['Buying renewable electricity', false],
    ],
    explanation:
      'Greenwashing overstates or misrepresents environmental credentials; regulators such as the UK’s CMA and FCA act against it.',
  },
  {
    prompt: 'What does a stakeholder mean in ESG?',
    kind: 'single',
    options: [
      ['A person or group that affects or is affected by the organisation', true],
      ['Only a shareholder', false],
      ['Only a member of the board', false],
      ['A supplier of wooden stakes', false],
    ],
    explanation:
      'Stakeholders include employees, customers, suppliers, communities, investors and regulators, not only shareholders.',
  },
  {
    prompt: 'Which of the United Nations’ frameworks sets 17 global goals for 2030?',
    kind: 'single',
    options: [
      ['The Sustainable Development Goals (SDGs)', true],
      ['The Kyoto Protocol', false],
      ['The Universal Declaration of Human Rights', false],
      ['The Basel Accords', false],
    ],
    explanation:
      'The 17 SDGs were adopted by UN member states in 2015 as part of the 2030 Agenda for Sustainable Development.',
  },
  {
    prompt: 'Why does good governance matter to ESG performance?',
    kind: 'single',
    options: [
      [
        'It sets accountability, oversight and controls that make environmental and social commitments credible',
        true,
      ],
      ['It does not: governance is separate from ESG', false],
      ['It only matters to listed companies', false],
      ['It guarantees higher profits every year', false],
    ],
    explanation:
      'Without clear ownership, oversight and controls, environmental and social targets are hard to deliver or to trust.',
  },
];

const carbonAccounting: SeedQuestion[] = [
  {
    prompt: 'Which emissions are Scope 1?',
    kind: 'single',
    options: [
      [
        'Direct emissions from sources the organisation owns or controls, such as its boilers and vehicles',
        true,
      ],
      ['Emissions from the electricity the organisation buys', false],
      ['Emissions from the use of products the organisation sells', false],
      ['Emissions of the organisation’s suppliers', false],
    ],
    explanation:
      'Under the GHG Protocol, Scope 1 covers direct emissions from owned or controlled sources.',
  },
  {
    prompt: 'Emissions from generating the electricity an office buys fall under which scope?',
    kind: 'single',
    options: [
      ['Scope 2', true],
      ['Scope 1', false],
      ['Scope 3', false],
      ['None: bought electricity has no emissions', false],
    ],
    explanation:
      'Scope 2 covers indirect emissions from purchased electricity, steam, heating and cooling consumed by the organisation.',
  },
  {
    prompt: 'Which of these are Scope 3 categories? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['Purchased goods and services', true],
      ['Business travel', true],
      ['Use of sold products', true],
      ['Fuel burnt in the company’s own vans', false],
    ],
    explanation:
      'Scope 3 has 15 categories of value-chain emissions. Fuel burnt in company-owned vans is Scope 1.',
  },
  {
    prompt: 'How is an emission estimate usually calculated from activity data?',
    kind: 'single',
    options: [
      ['Activity data multiplied by an emission factor', true],
      ['Activity data divided by revenue', false],
      ['The number of employees multiplied by the floor area', false],
      ['The emission factor alone', false],
    ],
    explanation:
      'For example, litres of diesel × kg CO2e per litre gives the emissions of that fuel use.',
  },
  {
    prompt: 'What does CO2e (carbon dioxide equivalent) express?',
    kind: 'single',
    options: [
      [
        'Different greenhouse gases as the amount of CO2 with the same global warming potential',
        true,
      ],
      ['Only the carbon dioxide, leaving other gases out', false],
      ['The carbon stored in trees', false],
      ['The cost of a carbon credit', false],
    ],
    explanation:
      'Gases such as methane and nitrous oxide are converted with their global warming potentials so they can be added up in one unit.',
  },
  {
    prompt: 'What are the two methods of reporting Scope 2 emissions under the GHG Protocol?',
    kind: 'single',
    options: [
      ['Location-based and market-based', true],
      ['Direct and indirect', false],
      ['Upstream and downstream', false],
      ['Gross and net', false],
    ],
    explanation:
      'The location-based method uses average grid factors; the market-based method reflects the electricity contracts and certificates the organisation chose.',
  },
  {
    prompt: 'Why set a base year for emissions?',
    kind: 'single',
    options: [
      ['To have a fixed reference point against which reductions and targets are tracked', true],
      ['Because emissions before that year do not count', false],
      ['To choose the year with the lowest emissions so progress looks better', false],
      ['Because the law requires the year 2000', false],
    ],
    explanation:
      'A base year gives a consistent reference; it is recalculated if structural changes, such as acquisitions, would distort comparisons.',
  },
  {
    prompt:
      'Which of these would normally trigger a recalculation of the base year? Choose all that apply.',
    kind: 'multiple',
    options: [
      ['A significant acquisition or divestment', true],
      ['A change in calculation method that significantly changes the figures', true],
      ['Discovering a significant error in the base-year data', true],
      ['Organic growth in sales', false],
    ],
    explanation:
      'Structural changes, method changes and significant errors call for recalculation; organic growth or decline does not.',
  },
  {
    prompt: 'What does a science-based target mean?',
    kind: 'single',
    options: [
      [
        'An emissions reduction target in line with what climate science says is needed to limit warming, such as 1.5 °C',
        true,
      ],
      ['Any target approved by the finance director', false],
      ['A target to buy enough offsets to cover all emissions', false],
      ['A target set by a laboratory', false],
    ],
    explanation:
      'Science-based targets, for example validated by the Science Based Targets initiative, follow pathways consistent with the Paris Agreement goals.',
  },
  {
    prompt:
      'How should carbon offsets be treated when reporting progress towards a reduction target?',
    kind: 'single',
    options: [
      ['Reported separately: they do not reduce the organisation’s own gross emissions', true],
      ['Subtracted from Scope 1 so the inventory looks smaller', false],
      ['Counted twice, once by the buyer and once by the seller', false],
      ['Ignored entirely, even when bought', false],
    ],
    explanation:
      'The GHG Protocol and science-based targets count reductions in the inventory itself; offsets are reported separately from gross emissions.',
  },
];

/** The banks by the name of the course they belong to. */
export const seedQuestionBanks: Record<string, SeedQuestion[]> = {
  'Sustainability Reporting and Assurance: preparation lectures': reportingAndAssurance,
  'ESG and Climate Risk Management: preparation lectures': climateRisk,
  'ESG Fundamentals': fundamentals,
  'Carbon Accounting Essentials': carbonAccounting,
};
