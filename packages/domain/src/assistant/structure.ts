// The structure of the 2024 Global Internal Audit Standards: domains, principles and standards
// by number and title (facts, not the IIA's text), plus the fundamentals and glossary entries the
// assistant knows. The page's index and the API's knowledge base both name entries from here.

export interface StandardHeading {
  number: string;
  title: string;
}
export interface PrincipleHeading {
  number: number;
  title: string;
  standards: StandardHeading[];
}
export interface DomainHeading {
  numeral: string;
  title: string;
  principles: PrincipleHeading[];
}

export const standardsStructure: DomainHeading[] = [
  {
    numeral: 'I',
    title: 'Purpose of Internal Auditing',
    principles: [],
  },
  {
    numeral: 'II',
    title: 'Ethics and Professionalism',
    principles: [
      {
        number: 1,
        title: 'Demonstrate Integrity',
        standards: [
          { number: '1.1', title: 'Honesty and Professional Courage' },
          { number: '1.2', title: "Organization's Ethical Expectations" },
          { number: '1.3', title: 'Legal and Ethical Behavior' },
        ],
      },
      {
        number: 2,
        title: 'Maintain Objectivity',
        standards: [
          { number: '2.1', title: 'Individual Objectivity' },
          { number: '2.2', title: 'Safeguarding Objectivity' },
          { number: '2.3', title: 'Disclosing Impairments to Objectivity' },
        ],
      },
      {
        number: 3,
        title: 'Demonstrate Competency',
        standards: [
          { number: '3.1', title: 'Competency' },
          { number: '3.2', title: 'Continuing Professional Development' },
        ],
      },
      {
        number: 4,
        title: 'Exercise Due Professional Care',
        standards: [
          { number: '4.1', title: 'Conformance with the Global Internal Audit Standards' },
          { number: '4.2', title: 'Due Professional Care' },
          { number: '4.3', title: 'Professional Skepticism' },
        ],
      },
      {
        number: 5,
        title: 'Maintain Confidentiality',
        standards: [
          { number: '5.1', title: 'Use of Information' },
          { number: '5.2', title: 'Protection of Information' },
        ],
      },
    ],
  },
  {
    numeral: 'III',
    title: 'Governing the Internal Audit Function',
    principles: [
      {
        number: 6,
        title: 'Authorized by the Board',
        standards: [
          { number: '6.1', title: 'Internal Audit Mandate' },
          { number: '6.2', title: 'Internal Audit Charter' },
          { number: '6.3', title: 'Board and Senior Management Support' },
        ],
      },
      {
        number: 7,
        title: 'Positioned Independently',
        standards: [
          { number: '7.1', title: 'Organizational Independence' },
          { number: '7.2', title: 'Chief Audit Executive Qualifications' },
        ],
      },
      {
        number: 8,
        title: 'Overseen by the Board',
        standards: [
          { number: '8.1', title: 'Board Interaction' },
          { number: '8.2', title: 'Resources' },
          { number: '8.3', title: 'Quality' },
          { number: '8.4', title: 'External Quality Assessment' },
        ],
      },
    ],
  },
  {
    numeral: 'IV',
    title: 'Managing the Internal Audit Function',
    principles: [
      {
        number: 9,
        title: 'Plan Strategically',
        standards: [
          {
            number: '9.1',
            title: 'Understanding Governance, Risk Management, and Control Processes',
          },
          { number: '9.2', title: 'Internal Audit Strategy' },
          { number: '9.3', title: 'Methodologies' },
          { number: '9.4', title: 'Internal Audit Plan' },
          { number: '9.5', title: 'Coordination and Reliance' },
        ],
      },
      {
        number: 10,
        title: 'Manage Resources',
        standards: [
          { number: '10.1', title: 'Financial Resource Management' },
          { number: '10.2', title: 'Human Resources Management' },
          { number: '10.3', title: 'Technological Resources' },
        ],
      },
      {
        number: 11,
        title: 'Communicate Effectively',
        standards: [
          { number: '11.1', title: 'Building Relationships and Communicating with Stakeholders' },
          { number: '11.2', title: 'Effective Communication' },
          { number: '11.3', title: 'Communicating Results' },
          { number: '11.4', title: 'Errors and Omissions' },
          { number: '11.5', title: 'Communicating the Acceptance of Risks' },
        ],
      },
      {
        number: 12,
        title: 'Enhance Quality',
        standards: [
          { number: '12.1', title: 'Internal Quality Assessment' },
          { number: '12.2', title: 'Performance Measurement' },
          { number: '12.3', title: 'Oversee and Improve Engagement Performance' },
        ],
      },
    ],
  },
  {
    numeral: 'V',
    title: 'Performing Internal Audit Services',
    principles: [
      {
        number: 13,
        title: 'Plan Engagements Effectively',
        standards: [
          { number: '13.1', title: 'Engagement Communication' },
          { number: '13.2', title: 'Engagement Risk Assessment' },
          { number: '13.3', title: 'Engagement Objectives and Scope' },
          { number: '13.4', title: 'Evaluation Criteria' },
          { number: '13.5', title: 'Engagement Resources' },
          { number: '13.6', title: 'Work Program' },
        ],
      },
      {
        number: 14,
        title: 'Conduct Engagement Work',
        standards: [
          { number: '14.1', title: 'Gathering Information for Analyses and Evaluation' },
          { number: '14.2', title: 'Analyses and Potential Engagement Findings' },
          { number: '14.3', title: 'Evaluation of Findings' },
          { number: '14.4', title: 'Recommendations and Action Plans' },
          { number: '14.5', title: 'Engagement Conclusions' },
          { number: '14.6', title: 'Engagement Documentation' },
        ],
      },
      {
        number: 15,
        title: 'Communicate Engagement Results and Monitor Action Plans',
        standards: [
          { number: '15.1', title: 'Final Engagement Communication' },
          {
            number: '15.2',
            title: 'Confirming the Implementation of Recommendations or Action Plans',
          },
        ],
      },
    ],
  },
];

/** The fundamentals entries, by id and heading. */
export const fundamentalsHeadings = [
  { id: 'purpose', title: 'The purpose of internal auditing' },
  { id: 'who-must-conform', title: 'Who must conform' },
  { id: 'publication', title: 'Publication and effective date' },
  { id: 'structure', title: 'How the Standards are organised' },
  { id: 'topical-requirements', title: 'Topical requirements' },
] as const;

/** The glossary entries, by id and term. */
export const glossaryHeadings = [
  { id: 'board', title: 'Board' },
  { id: 'chief-audit-executive', title: 'Chief audit executive' },
  { id: 'senior-management', title: 'Senior management' },
  { id: 'assurance-advisory', title: 'Assurance and advisory services' },
  { id: 'engagement', title: 'Engagement' },
  { id: 'independence', title: 'Independence' },
  { id: 'objectivity', title: 'Objectivity' },
  { id: 'risk-appetite', title: 'Risk appetite' },
  { id: 'qaip', title: 'Quality assurance and improvement programme' },
  { id: 'eqa', title: 'External quality assessment' },
] as const;

/** Where an entry sits on the assistant page (its id in the standards index). */
export const assistantAnchors = {
  standard: (number: string) => `standard-${number.replace('.', '-')}`,
  principle: (number: number | string) => `principle-${number}`,
  domain: (numeral: string) => `domain-${numeral}`,
  fundamentals: (id: string) => `fundamentals-${id}`,
  glossary: (id: string) => `glossary-${id}`,
};

/** Where the printable conformance checklist of a standard lives on the site. */
export const checklistPath = (number: string) => `/ai-chatbot/checklist/${number}`;
