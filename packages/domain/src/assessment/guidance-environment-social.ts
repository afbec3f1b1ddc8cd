import type { QuestionGuidance } from './guidance-types.ts';

// Guidance for the Environment and Social questions, keyed by question id.

export const environmentSocialGuidance: Record<string, QuestionGuidance> = {
  'env-footprint': {
    meaning:
      'Scope 1 covers emissions from fuel you burn yourself (boilers, vehicles); Scope 2 covers the electricity, heat and steam you buy. Together they are your operational footprint.',
    evidence:
      'Fuel and energy invoices, the calculation workbook or tool export, the conversion factors used and their source year, and any verification statement.',
    owner: 'Finance director',
  },
  'env-scope3': {
    meaning:
      'Scope 3 is every other emission your activity causes: purchased goods and services, transport, business travel, the use and disposal of what you sell. For most companies it is the largest share.',
    evidence:
      'A screening of the 15 categories with the reasons for any exclusion, spend or activity data by category, and supplier emission data requests and replies.',
    owner: 'Procurement lead',
  },
  'env-targets': {
    meaning:
      'A target says how much you will cut emissions, from which baseline year, by which date, and which scopes it covers.',
    evidence:
      'The board or management decision setting the target, the baseline calculation, and any validation letter or published progress report.',
    owner: 'Managing director',
  },
  'env-transition-plan': {
    meaning:
      'A transition plan turns targets into actions: what will change, who owns it, what it costs, and how much each action cuts.',
    evidence:
      'The plan itself, budget approvals for its actions, and the minutes of the meetings where progress is reviewed.',
    owner: 'Sustainability lead',
  },
  'env-energy': {
    meaning:
      'How much energy you use, where it comes from, and whether you manage it down and switch to renewable sources.',
    evidence:
      'Meter readings or half-hourly data, energy audits, the electricity contract and its renewable certificates.',
    owner: 'Operations manager',
  },
  'env-resources': {
    meaning:
      'The materials you use and the waste you produce: how much, which streams, and how much is reused, recycled or avoided.',
    evidence:
      'Waste transfer notes, waste contractor reports by stream, and material purchase records.',
    owner: 'Operations manager',
  },
  'env-climate-risk': {
    meaning:
      'How a changing climate (floods, heat, supply disruption) and the move to a low-carbon economy (prices, rules, demand) could affect your business.',
    evidence:
      'The risk register entries for climate, any scenario analysis, and the board papers where climate risk was discussed.',
    owner: 'Risk manager',
  },
  'env-nature': {
    meaning:
      'Your dependence and impact on nature: land use, water, pollution and biodiversity at your sites and in your supply chain.',
    evidence:
      'Site location screening, water and pollution permits and records, and any nature assessment report.',
    owner: 'Sustainability lead',
  },
  'soc-health-safety': {
    meaning:
      'How you prevent injury and ill health among the people who work for you, including contractors.',
    evidence:
      'The safety policy, risk assessments, the accident book or incident system, and any certification.',
    owner: 'Operations manager',
  },
  'soc-diversity': {
    meaning:
      'Whether everyone has a fair chance to join, progress and be paid equally, and whether you measure it.',
    evidence:
      'Workforce diversity data, pay gap calculations, targets and the actions agreed on them.',
    owner: 'HR lead',
  },
  'soc-development': {
    meaning: 'How you build the skills your people need, including skills for sustainability work.',
    evidence:
      'Training records and hours, review forms, development plans and the training budget.',
    owner: 'HR lead',
  },
  'soc-human-rights': {
    meaning:
      'Whether people working for your suppliers are treated fairly: no forced or child labour, safe conditions, fair pay.',
    evidence:
      'The supplier code of conduct, supplier questionnaires and risk ratings, audit reports and any modern slavery statement.',
    owner: 'Procurement lead',
  },
  'soc-wellbeing': {
    meaning: 'How you look after your people’s wellbeing and listen to them.',
    evidence:
      'Survey results and response rates, action plans, absence and staff turnover figures.',
    owner: 'HR lead',
  },
  'soc-community': {
    meaning:
      'Your effect on the places where you operate: jobs, local suppliers, nuisance, volunteering and giving.',
    evidence:
      'Records of community spending and volunteering hours, partner agreements and impact reports.',
    owner: 'Managing director',
  },
  'soc-stakeholders': {
    meaning:
      'How you find out what customers, staff, investors, suppliers and neighbours expect from you on sustainability.',
    evidence:
      'A stakeholder map, engagement records or survey results, and how they fed into decisions.',
    owner: 'Sustainability lead',
  },
};
