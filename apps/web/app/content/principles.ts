/**
 * The 2024 Global Internal Audit Standards, principle by principle. Domain, principle and
 * standard numbers and titles are facts (../shared/reference/gias-2024-structure.tsv, kept in
 * the IIA's spelling); the explanations are our own plain-English paraphrases.
 */
interface Standard {
  number: string;
  title: string;
}

interface Principle {
  number: number;
  title: string;
  explanation: string;
  standards: Standard[];
}

export interface Domain {
  numeral: 'I' | 'II' | 'III' | 'IV' | 'V';
  title: string;
  summary: string;
  principles: Principle[];
}

const s = (number: string, title: string): Standard => ({ number, title });

export const principlesPage = {
  eyebrow: '2024 Global Internal Audit Standards',
  title: 'The 15 principles of internal auditing',
  intro:
    'The Global Internal Audit Standards published in 2024, in effect since 9 January 2025, are organised into five domains. The first sets out why internal auditing exists; the other four hold fifteen principles, and each principle is supported by a set of standards. Here is what each principle asks of an internal audit function, explained in plain English.',
  note: 'The principle and standard titles below are the official ones. The explanations are our own summaries, written to help you find your way around: they are not the text of the Standards and do not replace it.',
} as const;

export const domains: Domain[] = [
  {
    numeral: 'I',
    title: 'Purpose of Internal Auditing',
    summary:
      'Domain I has no principles of its own. It explains what internal auditing is for: helping an organisation protect and grow its value by giving the board and management an independent, risk-based view of how well governance, risk management and control are working, with advice on how to improve them. Every principle that follows serves this purpose.',
    principles: [],
  },
  {
    numeral: 'II',
    title: 'Ethics and Professionalism',
    summary:
      'How internal auditors behave: the personal standards that make their work worth trusting.',
    principles: [
      {
        number: 1,
        title: 'Demonstrate Integrity',
        explanation:
          'Internal auditors are honest in what they do and say, and find the courage to report uncomfortable facts. They respect the ethics their organisation expects and stay within the law, so that people can rely on their work.',
        standards: [
          s('1.1', 'Honesty and Professional Courage'),
          s('1.2', "Organization's Ethical Expectations"),
          s('1.3', 'Legal and Ethical Behavior'),
        ],
      },
      {
        number: 2,
        title: 'Maintain Objectivity',
        explanation:
          'Auditors reach their views impartially, free from pressure or conflicts of interest. They take active steps to protect that impartiality and say openly when something could compromise it, so that it can be dealt with.',
        standards: [
          s('2.1', 'Individual Objectivity'),
          s('2.2', 'Safeguarding Objectivity'),
          s('2.3', 'Disclosing Impairments to Objectivity'),
        ],
      },
      {
        number: 3,
        title: 'Demonstrate Competency',
        explanation:
          'Auditors bring the knowledge, skills and experience that each piece of work demands. They keep them up to date through continuing professional development as risks, technology and regulation change.',
        standards: [s('3.1', 'Competency'), s('3.2', 'Continuing Professional Development')],
      },
      {
        number: 4,
        title: 'Exercise Due Professional Care',
        explanation:
          'Auditors follow the Standards and take the care a reasonably prudent professional would, scaled to the complexity and risk of the work. They keep a questioning mind and test what they are told rather than taking it on trust.',
        standards: [
          s('4.1', 'Conformance with the Global Internal Audit Standards'),
          s('4.2', 'Due Professional Care'),
          s('4.3', 'Professional Skepticism'),
        ],
      },
      {
        number: 5,
        title: 'Maintain Confidentiality',
        explanation:
          'Information gathered during an audit is used only for the audit. Auditors protect it from loss and improper disclosure, in line with the law and the organisation’s own policies.',
        standards: [s('5.1', 'Use of Information'), s('5.2', 'Protection of Information')],
      },
    ],
  },
  {
    numeral: 'III',
    title: 'Governing the Internal Audit Function',
    summary:
      'The board’s part: giving internal audit its authority, its independence and its oversight.',
    principles: [
      {
        number: 6,
        title: 'Authorized by the Board',
        explanation:
          'The board sets out what internal audit is there to do and the authority it has, in a mandate and a written charter. Together with senior management, it backs the function so that it can reach the people, records and information its work needs.',
        standards: [
          s('6.1', 'Internal Audit Mandate'),
          s('6.2', 'Internal Audit Charter'),
          s('6.3', 'Board and Senior Management Support'),
        ],
      },
      {
        number: 7,
        title: 'Positioned Independently',
        explanation:
          'The head of internal audit, the chief audit executive, reports directly to the board and is positioned so that the function can decide what to audit and what to report without interference. The role is held by someone with the qualifications to lead it.',
        standards: [
          s('7.1', 'Organizational Independence'),
          s('7.2', 'Chief Audit Executive Qualifications'),
        ],
      },
      {
        number: 8,
        title: 'Overseen by the Board',
        explanation:
          'The board meets the chief audit executive regularly, makes sure the function has enough resources and keeps an eye on the quality of its work. That includes an independent external quality assessment at least once every five years.',
        standards: [
          s('8.1', 'Board Interaction'),
          s('8.2', 'Resources'),
          s('8.3', 'Quality'),
          s('8.4', 'External Quality Assessment'),
        ],
      },
    ],
  },
  {
    numeral: 'IV',
    title: 'Managing the Internal Audit Function',
    summary:
      'How the chief audit executive runs the function: strategy, resources, communication and quality.',
    principles: [
      {
        number: 9,
        title: 'Plan Strategically',
        explanation:
          'The function understands how the organisation is governed and how it manages risk and control, and builds its strategy, methods and risk-based audit plan around that understanding. It works with other assurance providers and decides when it can rely on their work instead of repeating it.',
        standards: [
          s('9.1', 'Understanding Governance, Risk Management, and Control Processes'),
          s('9.2', 'Internal Audit Strategy'),
          s('9.3', 'Methodologies'),
          s('9.4', 'Internal Audit Plan'),
          s('9.5', 'Coordination and Reliance'),
        ],
      },
      {
        number: 10,
        title: 'Manage Resources',
        explanation:
          'Money, people and technology are secured and used so that the audit plan can actually be delivered. That means the right mix of skills in the team and tools suited to the work, with gaps raised early.',
        standards: [
          s('10.1', 'Financial Resource Management'),
          s('10.2', 'Human Resources Management'),
          s('10.3', 'Technological Resources'),
        ],
      },
      {
        number: 11,
        title: 'Communicate Effectively',
        explanation:
          'The function builds working relationships with the people it serves and communicates accurately, clearly and on time. It corrects its own errors and omissions, and it speaks up when management accepts a level of risk beyond what the organisation can tolerate.',
        standards: [
          s('11.1', 'Building Relationships and Communicating with Stakeholders'),
          s('11.2', 'Effective Communication'),
          s('11.3', 'Communicating Results'),
          s('11.4', 'Errors and Omissions'),
          s('11.5', 'Communicating the Acceptance of Risks'),
        ],
      },
      {
        number: 12,
        title: 'Enhance Quality',
        explanation:
          'Regular internal assessments, clear performance measures and proper supervision of each engagement keep the function in line with the Standards. Quality is treated as something to improve continually, not just to check.',
        standards: [
          s('12.1', 'Internal Quality Assessment'),
          s('12.2', 'Performance Measurement'),
          s('12.3', 'Oversee and Improve Engagement Performance'),
        ],
      },
    ],
  },
  {
    numeral: 'V',
    title: 'Performing Internal Audit Services',
    summary: 'How each individual engagement is planned, carried out, reported and followed up.',
    principles: [
      {
        number: 13,
        title: 'Plan Engagements Effectively',
        explanation:
          'Every engagement starts with an understanding of the risks in the area under review. Objectives, scope and evaluation criteria are agreed, the right people and time are allocated, and the steps are written into a work programme shared with those involved.',
        standards: [
          s('13.1', 'Engagement Communication'),
          s('13.2', 'Engagement Risk Assessment'),
          s('13.3', 'Engagement Objectives and Scope'),
          s('13.4', 'Evaluation Criteria'),
          s('13.5', 'Engagement Resources'),
          s('13.6', 'Work Program'),
        ],
      },
      {
        number: 14,
        title: 'Conduct Engagement Work',
        explanation:
          'Auditors collect information that is relevant, reliable and sufficient, analyse it and weigh how significant their findings are. They agree recommendations or action plans with management, reach an overall conclusion and document the work so that someone else could follow it.',
        standards: [
          s('14.1', 'Gathering Information for Analyses and Evaluation'),
          s('14.2', 'Analyses and Potential Engagement Findings'),
          s('14.3', 'Evaluation of Findings'),
          s('14.4', 'Recommendations and Action Plans'),
          s('14.5', 'Engagement Conclusions'),
          s('14.6', 'Engagement Documentation'),
        ],
      },
      {
        number: 15,
        title: 'Communicate Engagement Results and Monitor Action Plans',
        explanation:
          'The results go to the right people in a final communication setting out findings, conclusions and agreed actions. The function then follows up to confirm that recommendations and action plans have really been put into practice.',
        standards: [
          s('15.1', 'Final Engagement Communication'),
          s('15.2', 'Confirming the Implementation of Recommendations or Action Plans'),
        ],
      },
    ],
  },
];

export const principleCount = domains.reduce((n, d) => n + d.principles.length, 0);
export const standardCount = domains.reduce(
  (n, d) => n + d.principles.reduce((m, p) => m + p.standards.length, 0),
  0,
);
