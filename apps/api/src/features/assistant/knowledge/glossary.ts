import type { TopicEntry } from './types.ts';

// Glossary terms, defined here in our own words.
export const glossary: TopicEntry[] = [
  {
    id: 'board',
    title: 'Board',
    text: 'The highest body that directs or oversees the organisation’s activities and holds senior management to account, such as a board of directors or supervisory board. Where the Standards say board they often mean a committee it has delegated to, typically the audit committee.',
    phrasings: [
      'audit committee',
      'board of directors',
      'non-executive directors',
      'governing body',
      'supervisory board',
      'who is the board',
    ],
  },
  {
    id: 'chief-audit-executive',
    title: 'Chief audit executive',
    text: 'The person who leads the internal audit function and is responsible for its conformance with the Standards, whatever the job title: head of internal audit, audit director, inspector general.',
    phrasings: ['CAE', 'head of internal audit', 'audit director', 'who leads internal audit'],
  },
  {
    id: 'senior-management',
    title: 'Senior management',
    text: 'The top executives who carry out the strategy set by the board, such as the chief executive and the executive team; the function usually reports to one of them administratively.',
    phrasings: [
      'executives',
      'leadership team',
      'CEO',
      'C-suite',
      'management team',
      'who counts as senior management',
    ],
  },
  {
    id: 'assurance-advisory',
    title: 'Assurance and advisory services',
    text: 'Assurance services give an objective assessment of governance, risk management and control (for example a compliance or operational audit). Advisory services, formerly called consulting, give advice or help agreed with management, such as on a new system’s controls, without the auditor taking on management responsibility.',
    phrasings: [
      'consulting',
      'difference between assurance and advisory',
      'advisory engagement',
      'can internal audit give advice',
      'consulting engagement',
    ],
  },
  {
    id: 'engagement',
    title: 'Engagement',
    text: 'A specific internal audit assignment, review or project, assurance or advisory, with its own objectives, scope, work programme and communication of results.',
    phrasings: ['an audit', 'assignment', 'audit project', 'what is an engagement'],
  },
  {
    id: 'independence',
    title: 'Independence',
    text: 'Freedom from conditions that impair the function’s ability to carry out its responsibilities without bias. It is a quality of the function’s position, achieved mainly by a direct reporting line to the board; see standard 7.1.',
    phrasings: [
      'independent',
      'free from interference',
      'difference between independence and objectivity',
    ],
  },
  {
    id: 'objectivity',
    title: 'Objectivity',
    text: 'An unbiased mental attitude that lets auditors make judgements based on evidence without compromising quality. It is a quality of the individual; see principle 2 and standards 2.1 to 2.3.',
    phrasings: [
      'objective',
      'unbiased attitude',
      'difference between objectivity and independence',
    ],
  },
  {
    id: 'risk-appetite',
    title: 'Risk appetite',
    text: 'The kinds and amount of risk an organisation is willing to accept in pursuit of its objectives, usually set by the board. Auditors use it to judge whether risks accepted by management are acceptable; see standard 11.5.',
    phrasings: ['risk tolerance', 'how much risk is acceptable', 'risk threshold'],
  },
  {
    id: 'qaip',
    title: 'Quality assurance and improvement programme',
    text: 'The programme the chief audit executive keeps to evaluate and improve the function’s conformance and performance, combining ongoing monitoring, periodic internal assessments and external assessments; see standards 8.3, 8.4, 12.1 and 12.2.',
    phrasings: ['QAIP', 'quality programme'],
  },
  {
    id: 'eqa',
    title: 'External quality assessment',
    text: 'An assessment of the function’s conformance and performance by a qualified, independent assessor from outside the organisation, at least every five years; see standard 8.4.',
    phrasings: ['EQA', 'external assessment', 'external review'],
  },
];
