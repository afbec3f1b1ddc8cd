import type { TopicEntry } from './types.ts';

// The fundamentals of the 2024 Global Internal Audit Standards, in our own words.
export const fundamentals: TopicEntry[] = [
  {
    id: 'purpose',
    title: 'The purpose of internal auditing',
    text: 'Internal auditing strengthens an organisation’s ability to create, protect and sustain value by giving the board and management independent, risk-based and objective assurance, advice, insight and foresight. It helps the organisation achieve its objectives, improves governance, risk management and control, and supports its reputation and credibility. This is Domain I of the Standards.',
    phrasings: [
      'why does internal audit exist',
      'what is internal audit for',
      'what does internal audit do',
      'value of internal audit',
      'purpose statement',
      'what is internal auditing',
    ],
  },
  {
    id: 'who-must-conform',
    title: 'Who must conform',
    text: 'The Standards apply to every individual internal auditor and internal audit function, whatever the organisation’s size, sector or country, and whether the work is done by employees or by an outside provider. Some requirements fall mainly on the chief audit executive, and the Governing domain sets essential conditions for the board and senior management. Where laws or regulations conflict, auditors follow the law and disclose the nonconformance.',
    phrasings: [
      'does this apply to me',
      'do small companies have to follow the standards',
      'public sector',
      'outsourced internal audit provider',
      'are the standards mandatory',
      'who has to follow the standards',
    ],
  },
  {
    id: 'publication',
    title: 'Publication and effective date',
    text: 'The Institute of Internal Auditors published the Global Internal Audit Standards in January 2024, replacing the International Professional Practices Framework’s earlier standards. They took effect on 9 January 2025, giving functions a year to prepare. Early adoption was allowed.',
    phrasings: [
      'when do the new standards apply',
      'effective date',
      'when were they released',
      'transition',
      'old IPPF',
      '2017 standards',
      'what changed in 2024',
      'deadline to adopt',
    ],
  },
  {
    id: 'structure',
    title: 'How the Standards are organised',
    text: 'The Standards are arranged in five domains, fifteen principles and fifty-two standards. Each standard has requirements (what must be done), considerations for implementation (common and preferred ways to put it into practice) and examples of evidence of conformance (what shows it was done).',
    phrasings: [
      'how many standards are there',
      'structure of the standards',
      'elements of a standard',
      'requirements considerations evidence',
      'how many principles',
      'how many domains',
      'layout of the framework',
      'overview',
    ],
  },
  {
    id: 'topical-requirements',
    title: 'Topical requirements',
    text: 'Topical requirements are mandatory additions that set a minimum baseline for auditing specific risk areas, such as cybersecurity, third-party risk or organisational behaviour. They apply when the area is in the scope of an engagement or is identified as a risk in the audit plan, and conformance with them is assessed in quality assessments.',
    phrasings: [
      'cybersecurity audit requirement',
      'topic specific rules',
      'third-party risk',
      'mandatory topics',
      'cyber',
    ],
  },
];
