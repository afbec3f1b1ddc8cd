import type { QuestionGuidance } from './guidance-types.ts';

// Guidance for the Environment and Social questions, keyed by question id.

export const environmentSocialGuidance: Record<string, QuestionGuidance> = {
  'env-footprint': {
    meaning:
      'Scope 1 covers emissions from fuel you burn yourself (boilers, vehicles); Scope 2 covers the electricity, heat and steam you buy. Together they are your operational footprint.',
    example:
      'A firm that multiplies its yearly fuel and electricity bills by published conversion factors sits at level 3; one that also documents its method and has the figures checked sits at level 5.',
    evidence:
      'Fuel and energy invoices, the calculation workbook or tool export, the conversion factors used and their source year, and any verification statement.',
    owner: 'Finance director',
  },
  'env-scope3': {
    meaning:
      'Scope 3 is every other emission your activity causes: purchased goods and services, transport, business travel, the use and disposal of what you sell. For most companies it is the largest share.',
    example:
      'Estimating purchased goods from spend is level 3; replacing those estimates with weights, distances and suppliers’ own product footprints moves you to level 4 and beyond.',
    evidence:
      'A screening of the 15 categories with the reasons for any exclusion, spend or activity data by category, and supplier emission data requests and replies.',
    owner: 'Procurement lead',
  },
  'env-targets': {
    meaning:
      'A target says how much you will cut emissions, from which baseline year, by which date, and which scopes it covers.',
    example:
      '“Carbon neutral soon” is level 2. “Cut Scope 1 and 2 by 42% from 2023 by 2030” is level 3; the same target checked by an external initiative against climate science is level 5.',
    evidence:
      'The board or management decision setting the target, the baseline calculation, and any validation letter or published progress report.',
    owner: 'Managing director',
  },
  'env-transition-plan': {
    meaning:
      'A transition plan turns targets into actions: what will change, who owns it, what it costs, and how much each action cuts.',
    example:
      'A list of ideas is level 2. A costed plan that sits in the budget and shows the tonnes each action is expected to cut is level 4.',
    evidence:
      'The plan itself, budget approvals for its actions, and the minutes of the meetings where progress is reviewed.',
    owner: 'Sustainability lead',
  },
  'env-energy': {
    meaning:
      'How much energy you use, where it comes from, and whether you manage it down and switch to renewable sources.',
    example:
      'Looking at consumption only when bills are high is level 2; monthly tracking by site is level 3; efficiency targets with mostly renewable electricity is level 4.',
    evidence:
      'Meter readings or half-hourly data, energy audits, the electricity contract and its renewable certificates.',
    owner: 'Operations manager',
  },
  'env-resources': {
    meaning:
      'The materials you use and the waste you produce: how much, which streams, and how much is reused, recycled or avoided.',
    example:
      'Recycling without measuring is level 2; measuring waste and water by site each year is level 3; reduction targets agreed with suppliers are level 4.',
    evidence:
      'Waste transfer notes, waste contractor reports by stream, and material purchase records.',
    owner: 'Operations manager',
  },
  'env-climate-risk': {
    meaning:
      'How a changing climate (floods, heat, supply disruption) and the move to a low-carbon economy (prices, rules, demand) could affect your business.',
    example:
      'Discussing flooding informally is level 2; a risk register entry with an owner is level 3; physical and transition risks assessed for the main sites with financial effects estimated is level 4.',
    evidence:
      'The risk register entries for climate, any scenario analysis, and the board papers where climate risk was discussed.',
    owner: 'Risk manager',
  },
  'env-nature': {
    meaning:
      'Your dependence and impact on nature: land use, water, pollution and biodiversity at your sites and in your supply chain.',
    example:
      'Knowing which sites or supply chains are near sensitive areas is level 3; assessing your impacts and dependencies and acting on the main ones is level 4.',
    evidence:
      'Site location screening, water and pollution permits and records, and any nature assessment report.',
    owner: 'Sustainability lead',
  },
  'soc-health-safety': {
    meaning:
      'How you prevent injury and ill health among the people who work for you, including contractors.',
    example:
      'Recording accidents is level 2; risk assessments for every role with management reviewing incident rates is level 3; a certified management system with targets is level 4.',
    evidence:
      'The safety policy, risk assessments, the accident book or incident system, and any certification.',
    owner: 'Operations manager',
  },
  'soc-diversity': {
    meaning:
      'Whether everyone has a fair chance to join, progress and be paid equally, and whether you measure it.',
    example:
      'An equal opportunities statement is level 2; publishing the gender pay gap is level 3; targets with actions to close gaps are level 4.',
    evidence:
      'Workforce diversity data, pay gap calculations, targets and the actions agreed on them.',
    owner: 'HR lead',
  },
  'soc-development': {
    meaning: 'How you build the skills your people need, including skills for sustainability work.',
    example:
      'Training on request with no records is level 2; yearly reviews with recorded training hours are level 3; development plans for everyone are level 4.',
    evidence:
      'Training records and hours, review forms, development plans and the training budget.',
    owner: 'HR lead',
  },
  'soc-human-rights': {
    meaning:
      'Whether people working for your suppliers are treated fairly: no forced or child labour, safe conditions, fair pay.',
    example:
      'A clause in your terms is level 2; a supplier code with self-assessments is level 3; audits of high-risk suppliers with corrective actions are level 4.',
    evidence:
      'The supplier code of conduct, supplier questionnaires and risk ratings, audit reports and any modern slavery statement.',
    owner: 'Procurement lead',
  },
  'soc-wellbeing': {
    meaning: 'How you look after your people’s wellbeing and listen to them.',
    example:
      'Informal conversations are level 2; a yearly survey is level 3; survey results that lead to action plans with owners are level 4.',
    evidence:
      'Survey results and response rates, action plans, absence and staff turnover figures.',
    owner: 'HR lead',
  },
  'soc-community': {
    meaning:
      'Your effect on the places where you operate: jobs, local suppliers, nuisance, volunteering and giving.',
    example:
      'Occasional donations are level 2; a programme with a budget is level 3; consulting affected communities and measuring outcomes is level 4.',
    evidence:
      'Records of community spending and volunteering hours, partner agreements and impact reports.',
    owner: 'Managing director',
  },
  'soc-stakeholders': {
    meaning:
      'How you find out what customers, staff, investors, suppliers and neighbours expect from you on sustainability.',
    example:
      'Responding when a customer asks is level 2; a structured yearly programme whose results shape your priorities is level 4.',
    evidence:
      'A stakeholder map, engagement records or survey results, and how they fed into decisions.',
    owner: 'Sustainability lead',
  },
};
