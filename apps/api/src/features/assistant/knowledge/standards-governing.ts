import type { StandardEntry } from './types.ts';

// Domain III: Governing the Internal Audit Function (principles 6 to 8), paraphrased.
export const governingStandards: StandardEntry[] = [
  {
    number: '6.1',
    title: 'Internal Audit Mandate',
    requires:
      'The chief audit executive must help the board understand and agree the function’s mandate: its authority, role and responsibilities, which may also be set by laws and regulations, taking account of what the board and senior management expect.',
    practice:
      'The chief audit executive discusses with the board and senior management which services the function should provide and records the agreed mandate in the charter.',
    evidence:
      'Board minutes approving the mandate, the charter text describing it and notes of discussions with stakeholders.',
    phrasings: [
      'what is internal audit allowed to do',
      'authority of internal audit',
      'role and responsibilities',
      'scope of work of the function',
      'legal requirement for internal audit',
      'remit',
    ],
  },
  {
    number: '6.2',
    title: 'Internal Audit Charter',
    requires:
      'The chief audit executive must write and maintain a charter, approved by the board, setting out the function’s purpose, commitment to the Standards, mandate, organisational position and reporting relationships, types of service, and the board’s and senior management’s responsibilities. It is reviewed periodically.',
    practice:
      'The charter is drafted with senior management, approved by the board, reviewed at least yearly and updated when the mandate or the organisation changes.',
    evidence:
      'The approved charter, board minutes recording approval and review, and version history.',
    phrasings: [
      'charter',
      'founding document',
      'terms of reference',
      'what goes in the charter',
      'who approves the charter',
      'update the charter',
    ],
  },
  {
    number: '6.3',
    title: 'Board and Senior Management Support',
    requires:
      'The board and senior management must back the function: recognise its mandate, give it unrestricted access to records, people and property, and support its work so that it can fulfil its purpose.',
    practice:
      'Access rights are written into the charter, senior management promotes cooperation with audits and the chief audit executive tells the board about any restriction of access.',
    evidence:
      'Charter clauses on access, communications from leadership supporting internal audit and board reports of any scope limitation.',
    phrasings: [
      'tasks the board must do for internal audit',
      'what the board must do for internal audit',
      'management refuses access',
      'cannot get the documents',
      'denied access to records',
      'executives do not support audit',
      'scope limitation',
      'buy-in from leadership',
      'unrestricted access',
    ],
  },
  {
    number: '7.1',
    title: 'Organizational Independence',
    requires:
      'The chief audit executive must report functionally to the board, so the function can work free from interference in setting its scope, doing its work and communicating results. The chief audit executive confirms the function’s independence to the board at least yearly and discloses any interference, and safeguards are needed when the chief audit executive holds other roles.',
    practice:
      'The board approves the charter, plan, budget and the chief audit executive’s appointment, removal and pay; the chief audit executive meets the board regularly, often without management present, and reports administratively to a senior executive.',
    evidence:
      'Organisation charts showing dual reporting, the charter, board minutes with the annual independence confirmation and records of private sessions.',
    phrasings: [
      'the chief audit executive also has roles beyond internal audit',
      'head of internal audit also runs compliance or risk management',
      'who should the head of audit report to',
      'reporting line',
      'CEO controls the audit budget',
      'CFO wants to approve the audit plan',
      'interference',
      'functional reporting',
      'administrative reporting',
      'independent from management',
      'my manager is the finance director',
      'head of audit also runs compliance',
      'dual role',
    ],
  },
  {
    number: '7.2',
    title: 'Chief Audit Executive Qualifications',
    requires:
      'The chief audit executive must have the qualifications, competencies and experience to lead the function and fulfil the Standards, and must keep developing them. The board approves the role’s description and qualifications and takes part in appointment and removal.',
    practice:
      'The board helps define the role profile, takes part in recruitment and reviews the chief audit executive’s performance.',
    evidence:
      'The approved job description, board involvement in hiring, and the chief audit executive’s certifications and development records.',
    phrasings: [
      'professional certification of the chief audit executive',
      'who can be head of audit',
      'hire a head of internal audit',
      'experience needed to lead internal audit',
      'appointing the CAE',
      'fire the head of audit',
      'leader of the audit function',
    ],
  },
  {
    number: '8.1',
    title: 'Board Interaction',
    requires:
      'The chief audit executive must give the board the information it needs to oversee the function, meet it regularly, and report on matters such as the plan, results, independence, resources and risks to the function.',
    practice:
      'A standing agenda item at audit committee meetings, periodic private sessions, and reports on performance, significant findings and themes.',
    evidence:
      'Board and committee agendas and minutes, the reports presented and a schedule of meetings.',
    phrasings: [
      'how often to meet the audit committee',
      'report to the board',
      'private session with the board',
      'what to tell the board',
      'board meeting agenda',
      'brief the directors',
    ],
  },
  {
    number: '8.2',
    title: 'Resources',
    requires:
      'The chief audit executive must assess whether the function’s resources are sufficient to fulfil its mandate and plan, and tell the board about any shortfall and its effect. The board and senior management are responsible for providing enough resources.',
    practice:
      'Each year the plan is compared with available people, skills, budget and technology, and gaps are reported to the board with options such as co-sourcing.',
    evidence:
      'Resource assessments, board minutes discussing resource gaps and the approved budget.',
    phrasings: [
      'not enough auditors',
      'understaffed',
      'too few people to cover the plan',
      'budget too small',
      'insufficient resources',
      'ask the board for more staff',
    ],
  },
  {
    number: '8.3',
    title: 'Quality',
    requires:
      'The chief audit executive must develop, implement and maintain a quality assurance and improvement programme covering all aspects of the function, with internal and external assessments, and communicate its results to the board and senior management.',
    practice:
      'A documented programme combining ongoing monitoring, periodic self-assessment and external assessment, with results and action plans reported yearly.',
    evidence:
      'The quality programme document, assessment reports and improvement action plans presented to the board.',
    phrasings: [
      'QAIP',
      'quality programme',
      'quality assurance and improvement programme',
      'how do we show our work is good quality',
      'report quality results to the board',
      'quality plan',
    ],
  },
  {
    number: '8.4',
    title: 'External Quality Assessment',
    requires:
      'An external quality assessment must be carried out at least once every five years by a qualified, independent assessor or team, with at least one member holding an active internal audit certification. The board discusses its scope and frequency and receives the results.',
    practice:
      'The board chooses between a full external assessment and a self-assessment with independent validation, approves the assessor and reviews the report and action plan.',
    evidence:
      'The external assessment report, board minutes on the assessor’s selection and results, and the improvement plan.',
    phrasings: [
      'EQA',
      'external review every five years',
      'how often do we need an outside assessment',
      'independent validation',
      'peer review of internal audit',
      'external assessor',
      'five years',
    ],
  },
];
