import type { LevelExamples } from './level-examples-types.ts';

// What each level of the Governance questions looks like in a real organisation.

export const governanceLevelExamples: Record<string, LevelExamples> = {
  'gov-board': [
    'The two owners of an engineering firm meet every month about orders and cash, and sustainability has never been on the agenda.',
    'A family-owned hotel group’s board discussed sustainability once, when a large corporate client asked for its carbon figures.',
    'A housing association’s board spends one meeting a year reviewing its sustainability report.',
    'A retailer’s audit committee has sustainability in its written terms of reference and receives a report from management every quarter.',
    'A manufacturer’s board sets its climate and safety targets, has a director with ESG expertise who challenges them and reviews progress at every quarterly meeting.',
  ],
  'gov-ownership': [
    'In a wholesale business, nobody knows who should reply when a customer sends a sustainability questionnaire.',
    'A keen office manager at a recruitment firm runs the recycling and answers ESG questions in her spare moments.',
    'At a printing company, the operations manager is formally responsible for sustainability, with one day a week set aside for it.',
    'A logistics firm employs a sustainability lead who reports to the finance director, and each depot has a named contact.',
    'A food group’s job descriptions set out the sustainability duties of every function, and 15% of the executives’ bonus depends on emission and safety targets.',
  ],
  'gov-policies': [
    'A software start-up has a staff handbook, but nothing written on the environment, ethics or human rights.',
    'A builders’ merchant has a one-paragraph “we care about the environment” statement on its website.',
    'A distributor’s board has approved an environmental policy, a code of ethics and a human rights policy.',
    'A retailer has a policy for every material topic, each with an owner, and reviews them all on a two-year cycle.',
    'A bank builds its policies into procedures and staff training, checks compliance with them every year and reports the results to the board.',
  ],
  'gov-ethics': [
    'A trading company trusts its sales team to do the right thing and has no written rules on gifts or payments to win business.',
    'New staff at an engineering consultancy receive the code of conduct in their welcome pack and sign to say they have read it.',
    'Every employee of a medical supplies firm completes anti-bribery training each year, and gifts above £50 go in a register.',
    'A construction group assesses bribery risk by country, checks agents and subcontractors before signing and offers an anonymous whistleblowing line run by a third party.',
    'An exporter has its anti-corruption programme tested by an independent firm, tracks every whistleblowing report to closure and reports the outcomes to the board.',
  ],
  'gov-risk': [
    'A small manufacturer deals with risks as they happen and keeps no risk register.',
    'The directors of a distribution company talk about risks such as losing a big customer, but flooding, carbon costs or supplier labour practices never come up.',
    'A housing association keeps a separate list of climate and social risks next to its main risk register, scored on a different scale.',
    'An insurer scores climate, conduct and supply-chain risks on the same impact and likelihood scales as its other enterprise risks, each with an owner and controls.',
    'A utility has appetite limits for ESG risks within its enterprise risk management, and the board sees them alongside financial risks every quarter.',
  ],
  'gov-greenwashing': [
    'A cleaning products brand put “100% eco-friendly” on its packaging without anyone checking what it meant.',
    'At a clothing retailer, a colleague reads the new “sustainable collection” copy before launch, without any checklist of what to look for.',
    'An energy supplier’s head of compliance approves every green claim and asks for the evidence behind it first.',
    'A food brand checks each claim against the Competition and Markets Authority’s Green Claims Code and keeps the evidence in a claims file.',
    'A retailer’s internal audit tests the claims approval process every year, and its marketing and sales teams are trained on green claims rules.',
  ],
  'gov-internal-audit': [
    'A mid-sized manufacturer’s sustainability figures go into its report without anyone independent of the team looking at them.',
    'The audit committee of a retailer agreed that internal audit should look at sustainability one day, but it is not in the plan.',
    'Before its first sustainability report, a bank asked internal audit to review how the emission figures were put together.',
    'An insurer’s risk-based internal audit plan includes sustainability data and claims processes, reviewed every two years.',
    'A listed group’s internal audit gives the audit committee regular assurance on ESG data and controls, following the Global Internal Audit Standards.',
  ],
};
