import type { Question } from './types.ts';

const governance = { label: 'ESG governance', path: '/solution/levelling-up/esg-governance' };

export const governanceQuestions: readonly Question[] = [
  {
    id: 'gov-board',
    pillar: 'governance',
    area: 'Board oversight',
    notApplicableWhen:
      'Your organisation has no board or equivalent governing body, as with a sole trader.',
    text: 'How does your board (or owners) oversee sustainability?',
    options: [
      'Sustainability is never discussed at board level.',
      'It comes up occasionally, when a customer or regulator raises it.',
      'The board reviews sustainability once a year.',
      'A named board member or committee oversees sustainability, with a written mandate and regular reports.',
      'The board sets sustainability strategy and targets, has the skills to challenge them and reviews progress every quarter.',
    ],
    service: governance,
  },
  {
    id: 'gov-ownership',
    pillar: 'governance',
    area: 'Management responsibility',
    text: 'Who is responsible for sustainability in management?',
    options: [
      'Nobody is responsible.',
      'A volunteer or enthusiast looks after it alongside their job.',
      'A manager is formally responsible, with part of their time allocated.',
      'A dedicated sustainability lead reports to an executive, and each department has named contacts.',
      'Responsibilities are set out for every function, and executive pay is linked to sustainability targets.',
    ],
    service: {
      label: 'ESG programme establishment',
      path: '/solution/getting-started/esg-program-establishment',
    },
  },
  {
    id: 'gov-policies',
    pillar: 'governance',
    area: 'Policies',
    text: 'Which sustainability policies do you have?',
    options: [
      'We have no written policies on sustainability topics.',
      'We have a short general statement.',
      'We have approved policies for the main topics, such as environment, ethics and human rights.',
      'Policies cover every material topic, have owners, and are reviewed on a set cycle.',
      'Policies are embedded in procedures and training, and compliance with them is monitored and reported.',
    ],
    service: governance,
  },
  {
    id: 'gov-ethics',
    pillar: 'governance',
    area: 'Ethics and anti-corruption',
    text: 'How do you prevent bribery, corruption and unethical conduct?',
    options: [
      'We rely on people doing the right thing.',
      'We have a code of conduct that staff receive when they join.',
      'All staff are trained on the code and anti-bribery rules, and gifts are recorded.',
      'We assess corruption risks, check third parties and offer a confidential whistleblowing channel.',
      'The programme is independently tested, whistleblowing reports are tracked to closure, and results go to the board.',
    ],
    service: { label: 'Compliance', path: '/service/compliance' },
  },
  {
    id: 'gov-risk',
    pillar: 'governance',
    area: 'ESG risk management',
    text: 'How are sustainability risks handled in your risk management?',
    options: [
      'We have no formal risk management.',
      'We manage risks informally, and ESG risks are not included.',
      'ESG risks are in the risk register, separate from business risks.',
      'ESG risks are assessed with the same method and scales as other enterprise risks, with owners and controls.',
      'ESG risks are fully integrated into enterprise risk management, with appetite limits and regular board reporting.',
    ],
    service: { label: 'ESG risk management', path: '/service/erm-program' },
  },
  {
    id: 'gov-greenwashing',
    pillar: 'governance',
    area: 'Claims and greenwashing controls',
    text: 'How do you check the sustainability claims you make in marketing and sales?',
    options: [
      'Claims are not checked before they are published.',
      'Someone reads them through, without a defined check.',
      'Claims need approval from a named person, who asks for evidence.',
      'Every claim is checked against evidence and current rules, and the evidence is kept on file.',
      'A documented claims-control process is tested by internal audit, with training for marketing and sales teams.',
    ],
    service: {
      label: 'Greenwashing controls',
      path: '/solution/levelling-up/greenwashing-controls',
    },
  },
  {
    id: 'gov-internal-audit',
    pillar: 'governance',
    area: 'Internal audit of ESG',
    notApplicableWhen:
      'Your organisation is too small to have or buy in an internal audit function.',
    text: 'Does internal audit or another independent function review your sustainability processes?',
    options: [
      'No independent review takes place.',
      'We have discussed reviewing sustainability but not done it.',
      'Sustainability was reviewed once, for example ahead of a report.',
      'Sustainability processes are in the risk-based audit plan and reviewed regularly.',
      'Internal audit gives regular assurance on ESG data and controls, following the Global Internal Audit Standards.',
    ],
    service: { label: 'ESG internal audit programme', path: '/service/esg-ia-program' },
  },
];
