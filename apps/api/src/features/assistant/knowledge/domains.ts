import type { DomainEntry } from './types.ts';

// The five domains and fifteen principles of the 2024 Global Internal Audit Standards. Numbers
// and titles are facts from the published structure; every summary is written here.
export const domains: DomainEntry[] = [
  {
    numeral: 'I',
    title: 'Purpose of Internal Auditing',
    summary:
      'Sets out why internal auditing exists: to strengthen an organisation’s ability to create, protect and sustain value by giving the board and management independent, risk-based and objective assurance, advice, insight and foresight. It has no principles or standards of its own; the other four domains build on it.',
    principles: [],
  },
  {
    numeral: 'II',
    title: 'Ethics and Professionalism',
    summary:
      'The behaviour expected of every internal auditor, not only the chief audit executive: integrity, objectivity, competency, due professional care and confidentiality. Five principles and thirteen standards.',
    principles: [
      {
        number: 1,
        title: 'Demonstrate Integrity',
        summary:
          'Auditors act honestly and with professional courage, respect the organisation’s ethical expectations and behave lawfully, so their work can be trusted.',
        phrasings: ['integrity', 'honest', 'ethics'],
      },
      {
        number: 2,
        title: 'Maintain Objectivity',
        summary:
          'Auditors keep an impartial, unbiased attitude, protect it from threats and disclose anything that impairs it.',
        phrasings: ['unbiased', 'impartial', 'conflict of interest'],
      },
      {
        number: 3,
        title: 'Demonstrate Competency',
        summary:
          'Auditors have and keep developing the knowledge, skills and abilities their work needs.',
        phrasings: ['skills', 'qualified', 'training'],
      },
      {
        number: 4,
        title: 'Exercise Due Professional Care',
        summary:
          'Auditors conform with the Standards and apply the care, diligence and professional scepticism expected of a prudent professional.',
        phrasings: ['careful', 'diligence', 'sceptical'],
      },
      {
        number: 5,
        title: 'Maintain Confidentiality',
        summary:
          'Auditors use and protect the information they obtain responsibly, only for their work and within law and policy.',
        phrasings: ['confidential', 'secret', 'sensitive information'],
      },
    ],
  },
  {
    numeral: 'III',
    title: 'Governing the Internal Audit Function',
    summary:
      'How the board and the chief audit executive set up and oversee the function: its mandate and charter, its independent position, and the board’s oversight of resources and quality. Three principles and nine standards, each with essential conditions for the board and senior management.',
    principles: [
      {
        number: 6,
        title: 'Authorized by the Board',
        summary:
          'The board gives the function its mandate, approves its charter and backs it so it can do its work.',
        phrasings: ['authority', 'mandate', 'charter'],
      },
      {
        number: 7,
        title: 'Positioned Independently',
        summary:
          'The function reports to the board and sits where it can work without interference, led by a suitably qualified chief audit executive.',
        phrasings: ['independence', 'reporting line'],
      },
      {
        number: 8,
        title: 'Overseen by the Board',
        summary:
          'The board interacts with the chief audit executive, makes sure resources are enough and oversees the function’s quality, including external assessment.',
        phrasings: ['board oversight', 'audit committee'],
      },
    ],
  },
  {
    numeral: 'IV',
    title: 'Managing the Internal Audit Function',
    summary:
      'How the chief audit executive runs the function: strategic planning, resources, communication with stakeholders and continuous quality improvement. Four principles and sixteen standards.',
    principles: [
      {
        number: 9,
        title: 'Plan Strategically',
        summary:
          'The chief audit executive understands governance, risk and control, sets a strategy and methodologies, builds a risk-based plan and coordinates with other assurance providers.',
        phrasings: ['audit plan', 'strategy'],
      },
      {
        number: 10,
        title: 'Manage Resources',
        summary:
          'The function’s money, people and technology are managed so the plan can be delivered.',
        phrasings: ['budget', 'staff', 'tools'],
      },
      {
        number: 11,
        title: 'Communicate Effectively',
        summary:
          'The function builds relationships with stakeholders and communicates accurately, clearly, concisely and on time, correcting errors and reporting risks management has accepted.',
        phrasings: ['communication', 'stakeholders'],
      },
      {
        number: 12,
        title: 'Enhance Quality',
        summary:
          'The function assesses its own conformance, measures its performance and supervises engagements so that quality keeps improving.',
        phrasings: ['quality', 'improvement'],
      },
    ],
  },
  {
    numeral: 'V',
    title: 'Performing Internal Audit Services',
    summary:
      'How engagements are done, from planning through fieldwork to the final communication and follow-up of agreed actions. Three principles and fourteen standards.',
    principles: [
      {
        number: 13,
        title: 'Plan Engagements Effectively',
        summary:
          'Each engagement is planned: communication with management, risk assessment, objectives and scope, criteria, resources and a work programme.',
        phrasings: ['engagement planning'],
      },
      {
        number: 14,
        title: 'Conduct Engagement Work',
        summary:
          'Auditors gather and analyse information, evaluate findings, develop recommendations, reach conclusions and document the work.',
        phrasings: ['fieldwork', 'testing'],
      },
      {
        number: 15,
        title: 'Communicate Engagement Results and Monitor Action Plans',
        summary:
          'Results are reported in a final communication, and the implementation of recommendations and action plans is confirmed.',
        phrasings: ['audit report', 'follow-up'],
      },
    ],
  },
];

/** Which principle (by number) each standard belongs to: the standard's number before the dot. */
export const principleOf = (standardNumber: string) => Number(standardNumber.split('.')[0]);

/** The domain holding a principle number. */
export const domainOfPrinciple = (principle: number) =>
  domains.find((domain) => domain.principles.some((p) => p.number === principle))!;
