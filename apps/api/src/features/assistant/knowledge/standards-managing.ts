import type { StandardEntry } from './types.ts';

// Domain IV: Managing the Internal Audit Function (principles 9 to 12), paraphrased.
export const managingStandards: StandardEntry[] = [
  {
    number: '9.1',
    title: 'Understanding Governance, Risk Management, and Control Processes',
    requires:
      'The chief audit executive must understand the organisation’s governance, risk management and control processes and their maturity, drawing on recognised frameworks, to plan and deliver the function’s work.',
    practice:
      'Reviewing the risk register, governance structures and control frameworks such as COSO, and talking to management about how mature these processes are.',
    evidence:
      'Documented understanding of the organisation’s processes, maturity assessments and references to frameworks in planning papers.',
    phrasings: [
      'risk register',
      'control framework',
      'enterprise risk management',
      'ERM maturity',
      'how does the company manage risk',
      'governance processes',
      'three lines model',
    ],
  },
  {
    number: '9.2',
    title: 'Internal Audit Strategy',
    requires:
      'The chief audit executive must develop and carry out a strategy that supports the organisation’s objectives and the function’s mandate: a vision, strategic objectives and initiatives, reviewed periodically with the board.',
    practice:
      'A multi-year strategy covering services, people, technology and quality, discussed with the board and refreshed as the organisation changes.',
    evidence:
      'The written strategy, board minutes on its approval and reviews, and progress reports against initiatives.',
    phrasings: [
      'long-term vision for internal audit',
      'multi-year roadmap',
      'where should our audit function be in three years',
      'strategic objectives of the function',
      'mission and vision',
    ],
  },
  {
    number: '9.3',
    title: 'Methodologies',
    requires:
      'The chief audit executive must establish methodologies (policies, procedures and guidance) for planning, performing and communicating the function’s work, train staff on them and keep them up to date.',
    practice:
      'An audit manual with templates for planning, testing, documentation and reporting, updated after quality reviews and changes to the Standards.',
    evidence: 'The audit manual, templates, training on its use and a record of updates.',
    phrasings: [
      'what our audit methodology should include',
      'audit manual',
      'procedures for auditors',
      'templates',
      'how we do audits',
      'standard approach',
      'playbook',
      'policies and procedures of the function',
    ],
  },
  {
    number: '9.4',
    title: 'Internal Audit Plan',
    requires:
      'The chief audit executive must create a risk-based internal audit plan, at least yearly, based on a documented assessment of the organisation’s strategies, objectives and risks and on stakeholder input, and have it approved by the board. Significant changes are communicated and approved as they arise.',
    practice:
      'An audit universe is rated by risk, stakeholders are consulted, engagements are prioritised, and the plan is kept flexible and updated during the year.',
    evidence:
      'The risk assessment, the approved plan, board minutes and records of changes to the plan.',
    phrasings: [
      'risk assessment of the whole organisation to build the audit plan',
      'annual plan',
      'which areas to audit next year',
      'audit universe',
      'risk-based plan',
      'who approves the audit plan',
      'change the plan mid-year',
      'choose what to audit',
    ],
  },
  {
    number: '9.5',
    title: 'Coordination and Reliance',
    requires:
      'The chief audit executive must coordinate with other internal and external providers of assurance and advice, and may rely on their work after evaluating their competence, objectivity and due care, documenting the basis for reliance.',
    practice:
      'Assurance mapping with risk, compliance and the external auditor, sharing plans to avoid duplication and evaluating others’ work before using it.',
    evidence:
      'An assurance map, meeting notes with other providers and documented reliance assessments.',
    phrasings: [
      'share audit findings with the external auditor',
      'external auditor',
      'rely on the work of compliance',
      'second line',
      'assurance map',
      'avoid duplicating work',
      'combined assurance',
      'use another team’s testing',
    ],
  },
  {
    number: '10.1',
    title: 'Financial Resource Management',
    requires:
      'The chief audit executive must manage the function’s financial resources: prepare a budget that supports the plan, seek board approval and manage spending against it, reporting shortfalls.',
    practice:
      'A yearly budget built from the plan, presented to the board, with tracking of actuals and variances.',
    evidence: 'The approved budget, variance reports and board minutes on funding.',
    phrasings: [
      'audit budget',
      'money for the audit function',
      'cost of internal audit',
      'spending',
      'funding the function',
      'financial plan for audit',
    ],
  },
  {
    number: '10.2',
    title: 'Human Resources Management',
    requires:
      'The chief audit executive must establish an approach to recruiting, developing and retaining competent auditors, and evaluate whether the function’s people are enough to deliver the plan.',
    practice:
      'Competency-based hiring, performance reviews, career paths, rotation programmes and co-sourcing or guest auditors when skills are missing.',
    evidence:
      'Recruitment and staffing plans, performance appraisals, training plans and sourcing agreements.',
    phrasings: [
      'hiring auditors',
      'recruit',
      'retain staff',
      'career path',
      'team turnover',
      'performance review of auditors',
      'co-sourcing',
      'outsourcing',
      'guest auditor',
    ],
  },
  {
    number: '10.3',
    title: 'Technological Resources',
    requires:
      'The chief audit executive must make sure the function has technology that supports its work, such as audit management, data analytics and automation, and that auditors are trained to use it.',
    practice:
      'An audit management system, data analytics tools and continuous monitoring, with a plan to adopt new technology such as AI.',
    evidence: 'Technology plans, tools in use, licences and training records.',
    phrasings: [
      'plan the technology of the audit function',
      'audit software',
      'data analytics',
      'tools',
      'AI in internal audit',
      'automation',
      'audit management system',
      'continuous auditing',
      'technology',
    ],
  },
  {
    number: '11.1',
    title: 'Building Relationships and Communicating with Stakeholders',
    requires:
      'The chief audit executive must build relationships and trust with key stakeholders, including the board, senior management, operational management, regulators and other assurance providers, to understand their needs and promote the function.',
    practice:
      'A stakeholder map, regular meetings with executives, surveys after engagements and awareness sessions on the function’s role.',
    evidence: 'Stakeholder meeting records, survey results and communication plans.',
    phrasings: [
      'relationship with management',
      'stakeholder engagement',
      'earn trust',
      'auditees see us as police',
      'regulators',
      'meet executives regularly',
    ],
  },
  {
    number: '11.2',
    title: 'Effective Communication',
    requires:
      'Internal auditors must communicate in a way that is accurate, objective, clear, concise, constructive, complete and timely.',
    practice:
      'Report templates and writing guidance, supervisory and peer review of drafts, and timeliness targets for issuing reports.',
    evidence:
      'Quality review of reports, stakeholder feedback on clarity and reporting timeliness metrics.',
    phrasings: [
      'what makes communication effective',
      'write a clear report',
      'plain language',
      'concise report',
      'report writing',
      'qualities of good communication',
      'timely',
    ],
  },
  {
    number: '11.3',
    title: 'Communicating Results',
    requires:
      'The chief audit executive must communicate the results of the function’s work to the board and senior management periodically, including themes, significant risks and, where the mandate asks for it, overall conclusions or opinions on governance, risk management and control.',
    practice:
      'Quarterly and annual reports to the board summarising engagements, trends across engagements and an annual opinion where required.',
    evidence: 'Periodic and annual reports to the board and related minutes.',
    phrasings: [
      'an overall opinion every year to the board',
      'annual overall opinion for the board',
      'annual opinion',
      'annual report to the board',
      'overall opinion on controls',
      'themes across audits',
      'summary of audit results',
      'quarterly report',
    ],
  },
  {
    number: '11.4',
    title: 'Errors and Omissions',
    requires:
      'If a final communication contains a significant error or omission, the chief audit executive must send corrected information to everyone who received the original.',
    practice:
      'A procedure for reissuing reports, with the correction clearly marked and distributed to the original recipients.',
    evidence:
      'Corrected reports and distribution lists showing that every original recipient got the correction.',
    phrasings: [
      'mistake in the final report',
      'wrong number in the report',
      'correct a published report',
      'reissue the report',
      'error after issuing',
      'left something out of the report',
    ],
  },
  {
    number: '11.5',
    title: 'Communicating the Acceptance of Risks',
    requires:
      'When the chief audit executive concludes that management has accepted a level of risk beyond the organisation’s risk appetite, it must be discussed with senior management and, if unresolved, reported to the board.',
    practice:
      'Tracking of risks accepted by management, escalation to senior management first and then to the board with the details.',
    evidence: 'Escalation memos, board minutes and a log of accepted risks.',
    phrasings: [
      'management says they will live with the risk',
      'accept the risk instead of fixing it',
      'management will live with the risk and not fix it',
      'management accepts the risk',
      'management will not fix the issue',
      'refuses to implement recommendation',
      'risk above appetite',
      'escalate to the board',
      'decides to live with the risk',
    ],
  },
  {
    number: '12.1',
    title: 'Internal Quality Assessment',
    requires:
      'The chief audit executive must carry out internal assessments of conformance with the Standards and progress on performance objectives, through ongoing monitoring and periodic self-assessments, and report the results to the board.',
    practice:
      'Engagement checklists and supervisory review as ongoing monitoring, plus a yearly self-assessment by someone outside the engagements reviewed.',
    evidence: 'Completed checklists, self-assessment reports and action plans.',
    phrasings: [
      'self-assessment',
      'internal review of our work',
      'periodic review',
      'ongoing monitoring',
      'check ourselves against the standards',
      'internal assessment',
    ],
  },
  {
    number: '12.2',
    title: 'Performance Measurement',
    requires:
      'The chief audit executive must develop a way to measure the function’s performance against its objectives, with input from the board and senior management, and report the results.',
    practice:
      'Key performance indicators such as plan completion, timeliness, stakeholder satisfaction and implemented actions, reported in a dashboard.',
    evidence: 'The agreed measures, performance reports and board feedback.',
    phrasings: [
      'KPIs',
      'measure how well the audit team performs',
      'metrics',
      'balanced scorecard',
      'plan completion rate',
      'dashboard',
      'satisfaction survey',
    ],
  },
  {
    number: '12.3',
    title: 'Oversee and Improve Engagement Performance',
    requires:
      'The chief audit executive must make sure engagements are properly supervised so that objectives are met, quality is assured and staff develop; the extent of supervision depends on the auditors’ experience and the engagement’s complexity, and is documented.',
    practice: 'Managers review working papers and drafts, sign off key stages and coach the team.',
    evidence: 'Review notes, sign-offs in the working papers and documented supervision.',
    phrasings: [
      'review the audit work before the report goes out',
      'supervision of the audit team',
      'supervision',
      'review working papers',
      'sign-off',
      'senior reviews junior work',
      'coach the team',
      'manager review',
    ],
  },
];
