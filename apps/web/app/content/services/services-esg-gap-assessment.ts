import type { TemplatePage } from '~/blocks/types';

/**
 * /services/esg-gap-assessment-&-benchmarking: catalogue entry "ESG Gap Assessment and
 * Benchmarking" (seven benefits), in the common shape: hero, description, benefits, a short
 * how-it-works sequence and a call to action.
 */
const page = {
  path: '/services/esg-gap-assessment-&-benchmarking',
  specRow: 'ESG Gap Assessment and Benchmarking',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Advisory services',
      title: 'ESG Gap Assessment and Benchmarking',
      intro:
        'Measure your ESG practice against the frameworks you report under and the peers you compete with, and see exactly which gaps to close first.',
      visual: 'chart',
      badges: ['CSRD and ESRS', 'IFRS S1 and S2', 'GRI', 'SASB', 'TCFD'],
      actions: [
        { label: 'Begin Assessment', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Know where you stand',
      heading: 'A precise map of what is missing',
      paragraphs: [
        'New reporting duties rarely start from a blank page. Most organisations already disclose part of what the CSRD, the ISSB standards or GRI ask for, but it is hard to see what is missing, what is weak and how far behind their peers they are.',
        'Our gap assessment compares your current policies, processes, data and disclosures with the requirements that apply to you, then benchmarks your practice against sector peers and leading reporters using their published reports and disclosures.',
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'What you gain',
      heading: 'Seven benefits of a gap assessment',
      numbered: true,
      items: [
        {
          title: 'A clear view of compliance exposure',
          description:
            'See which mandatory disclosure requirements you do not yet meet, ranked by the deadline that applies to you and the effort needed to comply.',
          icon: 'alert-triangle',
        },
        {
          title: 'Framework-by-framework mapping',
          description:
            'Each requirement of the ESRS, IFRS S1 and S2, GRI or SASB is mapped to what you already have, so overlapping data points are reused instead of rebuilt for every framework.',
          icon: 'layers',
        },
        {
          title: 'Objective peer benchmarking',
          description:
            'Your disclosures, targets and policies are compared with a peer group you help choose, showing where you lead, where you lag and what good practice looks like in your sector.',
          icon: 'bar-chart',
        },
        {
          title: 'A prioritised action plan',
          description:
            'Gaps are scored by regulatory urgency, stakeholder importance and cost to close, giving management a realistic sequence of work rather than a long, undifferentiated list.',
          icon: 'list-checks',
        },
        {
          title: 'Better use of budget',
          description:
            'Knowing the size of each gap lets you plan people and spend accurately, avoiding both last-minute firefighting and over-engineering of low-priority areas.',
          icon: 'wallet',
        },
        {
          title: 'Insight into assurance readiness',
          description:
            'We highlight metrics whose data and controls would not yet withstand a limited assurance review, so they can be strengthened before an external practitioner looks at them.',
          icon: 'shield-check',
        },
        {
          title: 'A baseline to track progress',
          description:
            'The assessment produces a scored baseline that can be repeated each year to show the board and investors how your ESG maturity is improving.',
          icon: 'trending-up',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'How it works',
      heading: 'Four stages, one clear picture',
      steps: [
        {
          title: 'Scope',
          description:
            'We confirm which regulations and frameworks apply, which entities are in scope and the peer group you want to be measured against.',
        },
        {
          title: 'Review',
          description:
            'Documents, data and past disclosures are reviewed, and the people who own them are interviewed to understand how things really work.',
        },
        {
          title: 'Benchmark',
          description:
            'Your position is scored against each requirement and against peers on one consistent maturity scale.',
        },
        {
          title: 'Report',
          description:
            'You receive a gap register, benchmark results and a prioritised roadmap, presented to management in a closing workshop.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Find your ESG gaps',
      text: 'Tell us which frameworks matter to you and who you want to be compared with, and we will propose a focused, fixed-scope assessment.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
