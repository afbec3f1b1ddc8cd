import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/getting-started/materiality-assessment-&-strategy: catalogue entry "Materiality
 * Assessment and Strategy" (hero, description, slider of 7 cards each with a colour, section
 * "Forge a Strategic ESG Path").
 */
const page = {
  path: '/solution/getting-started/materiality-assessment-&-strategy',
  specRow: 'Materiality Assessment and Strategy',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Getting started',
      title: 'Materiality Assessment and Strategy',
      intro:
        'Identify the sustainability topics that matter most to your business and its stakeholders, then turn them into a strategy with priorities, targets and accountable owners.',
      visual: 'chart',
      badges: ['CSRD double materiality', 'ESRS 1', 'GRI 3', 'IFRS S1'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Why materiality comes first',
      heading: 'The assessment that decides what you manage and report',
      paragraphs: [
        'A materiality assessment determines which topics you disclose, which you manage actively and where you invest. Under the CSRD it is a double materiality assessment: a sustainability matter is material if your organisation has a significant impact on people or the environment, if the matter creates financial risks or opportunities for the business, or both.',
        'We run the process in line with ESRS 1 and EFRAG’s implementation guidance on materiality, and make the results reusable for GRI 3 and for identifying the sustainability-related risks and opportunities that IFRS S1 asks you to disclose. The outcome then becomes the spine of your ESG strategy.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'Our method',
      heading: 'Seven steps from material topics to strategy',
      numbered: true,
      cards: [
        {
          title: 'Context and value chain mapping',
          description:
            'We document your business model, operations and upstream and downstream value chain, because significant impacts often sit with suppliers or customers rather than on your own sites.',
          icon: 'map',
          colour: 'emerald',
        },
        {
          title: 'Stakeholder engagement',
          description:
            'Interviews, surveys and workshops capture the views of employees, investors, customers, suppliers and affected communities, while expert input speaks for silent stakeholders such as nature.',
          icon: 'users',
          colour: 'teal',
        },
        {
          title: 'Impact materiality',
          description:
            'Actual and potential impacts are rated for scale, scope, irremediable character and, where potential, likelihood, so positive and negative effects of your activities are judged on one consistent basis.',
          icon: 'leaf',
          colour: 'lime',
        },
        {
          title: 'Financial materiality',
          description:
            'Risks and opportunities are assessed for likelihood and for the size of their possible effect on cash flows, performance, cost of capital and access to finance over short, medium and long horizons.',
          icon: 'coins',
          colour: 'sky',
        },
        {
          title: 'Thresholds and validation',
          description:
            'We help you set defensible thresholds, test the draft list of material topics with management and the board, and keep a documented trail an assurance provider can retrace.',
          icon: 'scale',
          colour: 'amber',
        },
        {
          title: 'Strategy and targets',
          description:
            'Each material topic is translated into a strategic priority, supporting policies and measurable targets, including science-based climate targets where your emissions are material.',
          icon: 'target',
          colour: 'rose',
        },
        {
          title: 'Roadmap and disclosure',
          description:
            'A time-bound roadmap assigns owners and budgets, and we draft the disclosure describing your assessment process and its results, including the material impacts, risks and opportunities ESRS 2 requires you to list.',
          icon: 'file-check',
          colour: 'violet',
        },
      ],
      // Stops at the end: the next arrow greys out when the index reaches the number of cards
      // minus 3 (7 - 3 = 4), like the other programme slider.
      // Three per view on wide screens, two at or below 1024 and 800 px, one at or below 480.
      slider: {
        loop: false,
        slidesPerView: { base: 1, 481: 2, 801: 2, 1025: 3 },
        nextDisabledFrom: 4,
      },
    },
    {
      type: 'prose',
      tone: 'tint',
      eyebrow: 'From matrix to decisions',
      heading: 'Forge a Strategic ESG Path',
      paragraphs: [
        'A materiality matrix on its own changes nothing. We tie every material topic to a decision: what the business will do about it, who owns it, how progress will be measured and when the board will next review it.',
        'Because the assessment must be refreshed as your operations and value chain change, we leave behind a repeatable method, scoring templates and an annual review calendar rather than a one-off report that ages on a shelf.',
      ],
      action: { label: 'Learn More', href: '/contact' },
    },
    {
      type: 'cta',
      title: 'Start your double materiality assessment',
      text: 'Share your reporting timeline and the shape of your value chain, and we will scope an assessment sized for your first CSRD or ISSB reporting cycle.',
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
