import type { LevelExamples } from './level-examples-types.ts';

// What each level of the Data & reporting readiness questions looks like in a real organisation.

export const dataLevelExamples: Record<string, LevelExamples> = {
  'data-materiality': [
    'A distributor has never asked which sustainability topics matter most for it, so it reports whatever a customer happens to ask about.',
    'The management team of a printing firm agrees that energy and paper are its big topics, based on its own experience.',
    'A hotel group asked guests, staff and owners to rank twenty topics and used the results to choose its priorities.',
    'A manufacturer assessed both its impacts on people and the planet and the financial risks to itself, using the ESRS method and written scoring thresholds.',
    'A bank refreshes its double materiality assessment every year, its board approves the result and the result sets what goes into the sustainability statement.',
  ],
  'data-csrd': [
    'The finance team of a logistics company is not sure whether CSRD applies to them or from which year.',
    'A manufacturer knows it must report from a set financial year but has not yet looked at what the standards require.',
    'A retailer has compared what it collects today with the ESRS data points and listed each gap.',
    'A food group has a plan with owners and dates for every gap, and already has data for most of its material data points.',
    'A utility could publish an ESRS-aligned sustainability statement tomorrow, with the evidence an auditor would need for limited assurance.',
  ],
  'data-issb': [
    'The directors of an engineering firm have not come across IFRS S1 or S2.',
    'A listed retailer’s finance team knows investors refer to the ISSB standards but has not compared them with its annual report.',
    'A software company has mapped its climate disclosures against each requirement of IFRS S1 and S2 and noted the gaps.',
    'A transport operator’s annual report covers climate governance, strategy, risk management, and metrics and targets, as IFRS S2 sets out.',
    'A mining group’s report meets IFRS S1 and S2 in full, including scenario analysis and the industry-based metrics for its sector.',
  ],
  'data-collection': [
    'A consultancy has never gathered any sustainability figures, even its energy use.',
    'When a customer asks, a wholesaler’s office manager e-mails each depot for figures and pastes the replies into a spreadsheet.',
    'A hotel group sends the same template to each hotel’s named data owner every quarter, with a deadline.',
    'A manufacturer’s energy, travel and HR data flow from the ERP, meters and payroll system into one platform, with only a few figures typed by hand.',
    'A retail group collects every figure automatically across its companies, and each one can be traced back to the invoice or meter reading behind it.',
  ],
  'data-quality': [
    'A distributor publishes its sustainability figures exactly as they arrive, without anyone checking them.',
    'A marketing agency’s director glances through the figures before they go on the website.',
    'A housing association compares each figure with last year and asks for an explanation of any change over 10%.',
    'A food group reviews, reconciles and signs off its main sustainability metrics with documented controls, just like its revenue figures.',
    'A bank’s internal control framework covers its sustainability data, and every control is tested each year.',
  ],
  'data-reporting': [
    'A builders’ merchant says nothing in public about its environmental or social performance.',
    'A packaging firm fills in each customer’s sustainability questionnaire as it arrives, often giving slightly different answers.',
    'A software company has a sustainability page on its website with this year’s emissions and the share of women in its workforce.',
    'A retailer publishes an annual sustainability report following GRI, with three years of comparable figures.',
    'A listed manufacturer includes its sustainability statement in the annual report, with the same timetable, review and sign-off as the accounts.',
  ],
  'data-assurance': [
    'A family-owned distributor has never thought about having its sustainability figures checked by anyone outside the firm.',
    'A retailer’s finance director plans to ask for assurance once CSRD reporting begins, but nothing is booked.',
    'A software company asked a consultancy to look over its carbon footprint, which produced helpful comments but no formal opinion.',
    'An audit firm gives a manufacturer limited assurance on its Scope 1 and 2 emissions each year.',
    'A bank’s whole sustainability statement receives limited assurance, and it is tightening controls to move to reasonable assurance.',
  ],
  'data-systems': [
    'A small charity has no tool of any kind for its environmental or social data.',
    'Each department of a manufacturer keeps its own spreadsheet on a personal drive, in its own format.',
    'A wholesaler keeps one shared workbook with locked formulas, a tab per site and edit rights for named owners only.',
    'A hotel group uses a dedicated ESG platform to hold its data, track its targets and produce its report.',
    'A retail group’s ESG platform reads data directly from its ERP and building management systems, and the executive team reviews its dashboards every month.',
  ],
};
