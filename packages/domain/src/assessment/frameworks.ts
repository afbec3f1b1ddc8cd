// The frameworks buyers and lenders ask about, as topic lists. Topic names are the frameworks'
// own headings; what we say about them is ours. Bump FRAMEWORK_MAP_VERSION whenever a list or
// the mapping in framework-map.ts changes, so a stored result can say which version it used.

export const FRAMEWORK_MAP_VERSION = '2026-11';

export type FrameworkId = 'esrs' | 'vsme' | 'ecovadis' | 'b-impact';

export interface FrameworkTopic {
  id: string;
  title: string;
}

export interface Framework {
  id: FrameworkId;
  title: string;
  /** Who the framework is for, as the result page introduces it. */
  note: string;
  topics: readonly FrameworkTopic[];
}

export const frameworks: readonly Framework[] = [
  {
    id: 'esrs',
    title: 'ESRS topical standards (CSRD)',
    note: 'The European Sustainability Reporting Standards used for CSRD reports.',
    topics: [
      { id: 'E1', title: 'E1 Climate change' },
      { id: 'E2', title: 'E2 Pollution' },
      { id: 'E3', title: 'E3 Water and marine resources' },
      { id: 'E4', title: 'E4 Biodiversity and ecosystems' },
      { id: 'E5', title: 'E5 Resource use and circular economy' },
      { id: 'S1', title: 'S1 Own workforce' },
      { id: 'S2', title: 'S2 Workers in the value chain' },
      { id: 'S3', title: 'S3 Affected communities' },
      { id: 'S4', title: 'S4 Consumers and end-users' },
      { id: 'G1', title: 'G1 Business conduct' },
    ],
  },
  {
    id: 'vsme',
    title: 'VSME Basic Module (small companies)',
    note: 'The voluntary standard for small and medium-sized companies that customers and banks increasingly ask for.',
    topics: [
      { id: 'B1', title: 'B1 Basis for preparation' },
      { id: 'B2', title: 'B2 Practices, policies and future initiatives' },
      { id: 'B3', title: 'B3 Energy and greenhouse gas emissions' },
      { id: 'B4', title: 'B4 Pollution of air, water and soil' },
      { id: 'B5', title: 'B5 Biodiversity' },
      { id: 'B6', title: 'B6 Water' },
      { id: 'B7', title: 'B7 Resource use, circular economy and waste' },
      { id: 'B8', title: 'B8 Workforce: general characteristics' },
      { id: 'B9', title: 'B9 Workforce: health and safety' },
      { id: 'B10', title: 'B10 Workforce: pay, collective bargaining and training' },
      { id: 'B11', title: 'B11 Convictions and fines for corruption and bribery' },
    ],
  },
  {
    id: 'ecovadis',
    title: 'EcoVadis themes',
    note: 'The four themes of the supplier sustainability ratings many large buyers request.',
    topics: [
      { id: 'environment', title: 'Environment' },
      { id: 'labour-human-rights', title: 'Labour and human rights' },
      { id: 'ethics', title: 'Ethics' },
      { id: 'sustainable-procurement', title: 'Sustainable procurement' },
    ],
  },
  {
    id: 'b-impact',
    title: 'B Impact Assessment areas',
    note: 'The five impact areas of the assessment behind B Corp certification.',
    topics: [
      { id: 'governance', title: 'Governance' },
      { id: 'workers', title: 'Workers' },
      { id: 'community', title: 'Community' },
      { id: 'environment', title: 'Environment' },
      { id: 'customers', title: 'Customers' },
    ],
  },
];

export const findFramework = (id: FrameworkId) => frameworks.find((f) => f.id === id)!;

/** Said wherever coverage is shown: the mapping is ours, and it is not anyone's rating. */
export const coverageDisclaimer =
  'This table shows which topics of each framework your answers touch on. It is our own mapping, not an EcoVadis rating, a B Lab (B Impact Assessment) score or a CSRD compliance check, and it is not endorsed by EcoVadis, B Lab or EFRAG.';
