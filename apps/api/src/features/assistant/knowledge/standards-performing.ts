import type { StandardEntry } from './types.ts';

// Domain V: Performing Internal Audit Services (principles 13 to 15), paraphrased.
export const performingStandards: StandardEntry[] = [
  {
    number: '13.1',
    title: 'Engagement Communication',
    requires:
      'Internal auditors must communicate with management throughout an engagement, from announcing it and agreeing its objectives, scope and timing, to discussing findings as they arise.',
    practice:
      'An engagement notification letter, an opening meeting, regular status updates and a closing meeting.',
    evidence: 'Notification letters, meeting notes and status emails.',
    phrasings: [
      'opening meeting',
      'kick-off meeting',
      'notify the auditee',
      'tell management an audit is starting',
      'closing meeting',
      'status update during fieldwork',
      'announcement letter',
    ],
  },
  {
    number: '13.2',
    title: 'Engagement Risk Assessment',
    requires:
      'Internal auditors must understand the activity under review and assess the significant risks to its objectives, including fraud risk, and the controls in place, to decide where to focus.',
    practice:
      'Walk-throughs, interviews, process maps and a risk and control matrix prepared at planning.',
    evidence: 'A documented engagement risk assessment and risk and control matrix.',
    phrasings: [
      'risk and control matrix',
      'RCM',
      'planning an audit',
      'what could go wrong in the process',
      'understand the process before testing',
      'walk-through',
      'fraud risk in the engagement',
    ],
  },
  {
    number: '13.3',
    title: 'Engagement Objectives and Scope',
    requires:
      'Internal auditors must set engagement objectives that reflect the risks assessed, and a scope covering the systems, records, people, locations and time period needed to meet them, agreeing them with management.',
    practice:
      'A terms-of-reference or planning memo stating objectives, in-scope and out-of-scope areas and the review period.',
    evidence: 'The approved planning memo or terms of reference and records of scope changes.',
    phrasings: [
      'what is in scope',
      'out of scope',
      'define the audit objectives',
      'terms of reference for one audit',
      'period covered by the audit',
      'scope of the review',
      'decide what the review covers',
      'boundaries of the audit',
    ],
  },
  {
    number: '13.4',
    title: 'Evaluation Criteria',
    requires:
      'Internal auditors must identify the criteria against which the activity will be evaluated, such as policies, laws, contracts or good practice, and agree them with management; where criteria are missing or inadequate, they work with management to set suitable ones.',
    practice:
      'Listing the policies, regulations or benchmarks the work will use, and agreeing them at the start.',
    evidence: 'Criteria recorded in the planning memo and management’s agreement.',
    phrasings: [
      'what do we compare against',
      'benchmark',
      'criteria',
      'no policy exists to test against',
      'yardstick',
      'standard to judge the process',
    ],
  },
  {
    number: '13.5',
    title: 'Engagement Resources',
    requires:
      'Internal auditors must decide what people, skills, time and tools each engagement needs and make sure they are available, considering the engagement’s nature and complexity.',
    practice:
      'Staffing the engagement with the right mix of skills, estimating the hours and involving specialists when needed.',
    evidence: 'Engagement budgets, staffing assignments and records of specialist involvement.',
    phrasings: [
      'how many days for this audit',
      'staff the engagement',
      'hours budget for an audit',
      'need a specialist for the audit',
      'assign auditors',
    ],
  },
  {
    number: '13.6',
    title: 'Work Program',
    requires:
      'Internal auditors must prepare a work programme for each engagement describing the steps to gather, analyse, evaluate and document information, and have it approved before the work starts and when it changes.',
    practice:
      'A test plan linked to the risk and control matrix, with sample sizes and methods, approved by a manager.',
    evidence: 'The approved work programme and documented changes to it.',
    phrasings: [
      'audit programme',
      'test steps',
      'testing plan',
      'audit procedures to perform',
      'approve the test plan',
      'audit checklist',
    ],
  },
  {
    number: '14.1',
    title: 'Gathering Information for Analyses and Evaluation',
    requires:
      'Internal auditors must gather information that is relevant, reliable and sufficient to support their analyses and conclusions, and consider its source.',
    practice:
      'Interviews, observation, inspection of documents, data extraction and sampling, with a preference for independently sourced evidence.',
    evidence: 'Working papers holding or referencing the evidence obtained and how it was sourced.',
    phrasings: [
      'collect evidence',
      'sample size',
      'reliable evidence',
      'interviews',
      'enough evidence',
      'sufficient appropriate evidence',
      'documents to request',
    ],
  },
  {
    number: '14.2',
    title: 'Analyses and Potential Engagement Findings',
    requires:
      'Internal auditors must analyse the information to identify differences between the criteria and the actual condition, which become potential findings, and determine their cause and effect where possible.',
    practice:
      'Testing controls, data analytics and root cause analysis, describing each finding by criteria, condition, cause and effect.',
    evidence: 'Test results, analyses and draft findings with root causes.',
    phrasings: [
      'analyses of the data collected',
      'data analysis in fieldwork',
      'root cause',
      'condition criteria cause effect',
      'analyse the data',
      'exception found in testing',
      'gap between policy and practice',
      'write up a finding',
    ],
  },
  {
    number: '14.3',
    title: 'Evaluation of Findings',
    requires:
      'Internal auditors must evaluate each potential finding’s significance, considering likelihood and impact, and rate or prioritise it, discussing it with management.',
    practice:
      'A rating scale (for example high, medium, low) applied consistently, agreed with management in discussion.',
    evidence: 'Rated findings, the rating methodology and notes of discussions with management.',
    phrasings: [
      'how serious is the issue',
      'rate the finding',
      'high medium low',
      'severity',
      'priority of findings',
      'significance',
    ],
  },
  {
    number: '14.4',
    title: 'Recommendations and Action Plans',
    requires:
      'Internal auditors must develop recommendations or work with management on action plans that address the root causes of findings, with owners and dates agreed by management.',
    practice:
      'Practical recommendations discussed with management, who commit to actions with responsible owners and due dates.',
    evidence:
      'Agreed action plans with owners and dates recorded in the report or tracking system.',
    phrasings: [
      'write a good recommendation',
      'management action plan',
      'agreed actions',
      'who fixes the problem',
      'deadline for the fix',
      'suggest improvements',
      'owners and due dates',
    ],
  },
  {
    number: '14.5',
    title: 'Engagement Conclusions',
    requires:
      'Internal auditors must reach an engagement conclusion that summarises the results relative to the objectives and management’s responses, supported by the findings, often as a rating or opinion on the area reviewed.',
    practice:
      'An overall rating or conclusion at the top of the report, consistent with the findings and their significance.',
    evidence: 'The conclusion in the report and the supporting findings in working papers.',
    phrasings: [
      'overall rating of the audit',
      'satisfactory or unsatisfactory',
      'engagement opinion',
      'summary conclusion of one audit',
      'how did the area do overall',
    ],
  },
  {
    number: '14.6',
    title: 'Engagement Documentation',
    requires:
      'Internal auditors must document the information, analyses and conclusions so that an informed, experienced auditor could repeat the work and reach the same result, and retain the documentation under policy.',
    practice:
      'Working papers cross-referenced to the report, reviewed and stored in an audit management system under a retention schedule.',
    evidence: 'Complete, reviewed working papers and retention records.',
    phrasings: [
      'working papers',
      'audit file',
      'keep records',
      'could someone repeat my work',
      'documentation requirements',
      'retention',
    ],
  },
  {
    number: '15.1',
    title: 'Final Engagement Communication',
    requires:
      'Internal auditors must issue a final communication for each engagement with the objectives, scope, findings, recommendations or action plans and conclusion, and it must be distributed to those who can act on it.',
    practice:
      'A final report, preceded by a draft discussed with management, sent to management and, where significant, summarised for the board.',
    evidence: 'Issued final reports and distribution lists.',
    phrasings: [
      'final audit report',
      'what goes in the report',
      'who receives the report',
      'draft report',
      'issue the report',
      'report contents',
    ],
  },
  {
    number: '15.2',
    title: 'Confirming the Implementation of Recommendations or Action Plans',
    requires:
      'Internal auditors must confirm that management has implemented recommendations or action plans, or accepted the risk of not doing so, following an established process.',
    practice:
      'A tracker of open actions, evidence requested from owners, validation testing for significant items and reporting of overdue actions to the board.',
    evidence: 'The action tracker, validation work papers and reports on overdue items.',
    phrasings: [
      'check that management fixed what they promised',
      'follow up',
      'check the fixes were made',
      'overdue actions',
      'track open issues',
      'validate remediation',
      'closing audit findings',
    ],
  },
];
