import type { LevelExamples } from './level-examples-types.ts';

// What each level of the Social questions looks like in a real organisation.

export const socialLevelExamples: Record<string, LevelExamples> = {
  'soc-health-safety': [
    'A scaffolding firm writes up an accident only when someone goes to hospital, and digs out its safety paperwork when an inspector calls.',
    'A garage has a signed health and safety policy on the wall and logs every cut, slip and burn in an accident book.',
    'A care provider has a risk assessment for each role, from night carer to cook, and the managers review incident rates every month.',
    'A construction company is certified to ISO 45001 and aims to cut its lost-time injury rate by a quarter over two years.',
    'A warehouse operator encourages near-miss reports, runs a joint safety committee with workers and publishes its leading and lagging indicators every year.',
  ],
  'soc-diversity': [
    'A recruitment agency has no written policy on equal treatment and collects no data on who it employs or promotes.',
    'An accountancy practice has an equal opportunities statement in its handbook and on job adverts, but no figures behind it.',
    'A housing association collects voluntary diversity data from staff and publishes its gender pay gap each year.',
    'A bank has targets for women and ethnic minority representation in senior roles, and a pay review that closes unexplained gaps.',
    'A retailer measures how included staff feel through its survey, explains every target it missed and publishes its progress in the annual report.',
  ],
  'soc-development': [
    'A cleaning company trains staff only on the chemical handling and first aid the law requires.',
    'An architects’ practice pays for a course when someone asks, but there is no budget and nobody keeps a record of who learnt what.',
    'A software house holds a yearly review with every employee and records each person’s training hours.',
    'A consultancy agrees a development plan with every employee, and its buyers and analysts take courses on ESG reporting.',
    'A manufacturer plans the skills it will need for electrification, tracks whether training changes performance, and gives all staff an introduction to sustainability.',
  ],
  'soc-human-rights': [
    'A clothing retailer buys from overseas factories without asking anything about working conditions.',
    'A stationery wholesaler’s terms and conditions include a line asking suppliers to behave ethically, and nothing more.',
    'A toy importer sends its code of conduct and a self-assessment questionnaire on forced labour, wages and working hours to its twenty largest suppliers.',
    'A coffee roaster ranks suppliers by country and commodity risk, has the high-risk farms audited and follows up each finding with a corrective action plan.',
    'A food group follows the UN Guiding Principles, runs a hotline farm workers can use in their own language and publishes an annual modern slavery statement with its findings.',
  ],
  'soc-wellbeing': [
    'A call centre does not ask its staff how they feel about their work and does not track sickness absence.',
    'The owner of a small agency chats with staff over coffee and hears about problems that way.',
    'A charity runs an anonymous engagement survey every autumn and shares the overall score with staff.',
    'A logistics firm turns its survey results into team action plans with named owners and offers a confidential employee assistance programme.',
    'A bank’s board reviews engagement and wellbeing figures every quarter, and part of each director’s bonus depends on them.',
  ],
  'soc-community': [
    'A distribution centre on the edge of a village has never thought about its lorries, noise or jobs from the neighbours’ point of view.',
    'A solicitors’ firm sponsors the local fun run some years and gives staff an occasional volunteering day.',
    'A building society has a community programme with a yearly budget and two chosen causes: financial education and local food banks.',
    'A mining contractor meets residents before each new site opens and measures whether its apprenticeships lead to local jobs.',
    'A water company sets community goals with local councils and charities, builds them into its strategy and publishes the results every year.',
  ],
  'soc-stakeholders': [
    'A manufacturer has never asked its employees, customers or investors which sustainability topics matter to them.',
    'An events company fills in sustainability questions only when a large customer sends a tender.',
    'A housing developer surveys its residents and staff every couple of years on environmental and social topics.',
    'A retailer holds yearly sessions with employees, customers, suppliers and investors, and their results change its list of priorities.',
    'An energy supplier’s double materiality assessment draws on interviews with every stakeholder group, and its report tells them what changed because of what they said.',
  ],
};
