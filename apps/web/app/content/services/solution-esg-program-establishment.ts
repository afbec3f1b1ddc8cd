import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/getting-started/esg-program-establishment: catalogue entry "ESG Program
 * Establishment" (hero with contact buttons, slider of 9 cards, closing call "Build Your ESG
 * Program Today", spelt the British way here as the rest of the site is).
 */
const page = {
  path: '/solution/getting-started/esg-program-establishment',
  specRow: 'ESG Program Establishment',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Getting started',
      title: 'ESG Programme Establishment',
      intro:
        'Stand up an ESG programme with named owners, approved policies, measurable targets and a steady reporting rhythm, so your sustainability work starts on a footing the board and your auditors can follow.',
      visual: 'leaf',
      badges: ['CSRD', 'ISSB', 'GHG Protocol', 'SBTi'],
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'Book a consultation', href: '/contact', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Why a programme',
      heading: 'From scattered initiatives to one working programme',
      paragraphs: [
        'Most organisations already do worthwhile sustainability work, but it tends to live in separate spreadsheets, side projects and individual inboxes. We gather it into a single programme with an agreed scope, a governance structure, a measured baseline and a first-year plan sized for your sector and headcount.',
        'The design starts from the reporting regime you actually face, whether that is the CSRD and the ESRS, ISSB standards adopted in your jurisdiction or voluntary reporting against GRI, and leaves room to grow as requirements tighten and stakeholders ask for more.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'What we set up',
      heading: 'Nine building blocks of your ESG programme',
      intro:
        'Each block is delivered as a working document or process your team owns once the engagement ends, not as a slide deck.',
      numbered: true,
      cards: [
        {
          title: 'Vision and ambition',
          description:
            'We agree with leadership what the programme should achieve and why, linking the ambition to your business model, sector pressures and what stakeholders expect. The result is a short statement of intent everyone can repeat.',
          icon: 'compass',
        },
        {
          title: 'Baseline review',
          description:
            'Existing policies, data, certifications and initiatives are inventoried to show where you already stand. Useful work is kept, and each gap is written down so the plan begins from facts rather than assumptions.',
          icon: 'search',
        },
        {
          title: 'Materiality screening',
          description:
            'A first screen of impacts, risks and opportunities points the programme at the topics that count, ready to be deepened into a full double materiality assessment later.',
          icon: 'target',
          href: '/solution/getting-started/materiality-assessment-&-strategy',
        },
        {
          title: 'Governance and ownership',
          description:
            'We define who oversees ESG at board level, who runs it day to day and how decisions escalate, with a responsibility matrix naming an owner for every topic and data set.',
          icon: 'users',
          href: '/solution/levelling-up/esg-governance',
        },
        {
          title: 'Policy framework',
          description:
            'Environmental, human rights, supplier conduct and anti-bribery policies are drafted or refreshed so they are consistent with one another, formally approved and mapped to the commitments you make in public.',
          icon: 'file-text',
        },
        {
          title: 'Targets and KPIs',
          description:
            'A small set of measurable indicators is chosen, each with a baseline and an owner. Where climate is material, we prepare the ground for near-term targets you can submit to the Science Based Targets initiative for validation.',
          icon: 'trending-up',
        },
        {
          title: 'First carbon footprint',
          description:
            'Your first greenhouse gas inventory follows the GHG Protocol: Scope 1 and 2 in full, plus a screen of the fifteen Scope 3 categories to find the ones that dominate your footprint.',
          icon: 'cloud',
        },
        {
          title: 'Data and reporting rhythm',
          description:
            'Collection templates, a data calendar and simple review controls make sure figures arrive on time and with evidence, ready for the annual report or a standalone sustainability statement.',
          icon: 'database',
          href: '/solution/levelling-up/esg-data-management',
        },
        {
          title: 'Roadmap and engagement plan',
          description:
            'A phased roadmap sequences the work over one to three years, and a communication plan explains the programme to employees, investors, customers and suppliers in terms each group cares about.',
          icon: 'map',
        },
      ],
      // Stops at the end: the next arrow greys out when the index reaches the number of cards
      // minus 3 (9 - 3 = 6), like the other programme slider.
      // Three per view on wide screens, two at or below 1024 and 800 px, one at or below 480.
      slider: {
        loop: false,
        slidesPerView: { base: 1, 481: 2, 801: 2, 1025: 3 },
        nextDisabledFrom: 6,
      },
    },
    {
      type: 'cta',
      title: 'Build Your ESG Programme Today',
      text: 'Tell us where your organisation is starting from and we will propose a scoped, phased plan for your first programme year, with owners, milestones and deliverables spelt out.',
      actions: [
        { label: 'Get Started', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
