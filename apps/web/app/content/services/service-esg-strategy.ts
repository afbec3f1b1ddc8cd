import type { TemplatePage } from '~/blocks/types';

/** ESG strategy: catalogue entry "ESG Strategy" (four services). */
const page = {
  path: '/service/esg-strategy',
  specRow: 'ESG Strategy',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG advisory',
      title: 'ESG strategy',
      intro:
        'An ESG strategy earns its place when it changes how the business competes, invests and manages risk. We build yours from your business model and material topics, with targets and a delivery roadmap your executive team owns.',
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
      visual: 'leaf',
      badges: ['ESRS', 'IFRS S2', 'SBTi', 'GHG Protocol'],
    },
    {
      type: 'prose',
      eyebrow: 'Our approach',
      heading: 'Strategy grounded in what is material to you',
      paragraphs: [
        'We start from the topics that genuinely matter to your organisation and its stakeholders, identified through a double materiality lens: where the business has significant impacts on people and the environment, and where sustainability matters create financial risks and opportunities for the business itself. That keeps the strategy focused on a handful of priorities instead of a long list of commitments nobody can resource.',
        'Each priority is translated into measurable ambition. For climate, that means a greenhouse gas baseline across Scope 1, 2 and 3 under the GHG Protocol and, where you choose to validate them, near-term and net-zero targets set to the Science Based Targets initiative criteria. For social and governance topics, it means indicators and owners that can be reported under ESRS or IFRS S1 without rework.',
        'The result is a strategy your finance team can cost, your board can oversee and your reporting team can disclose, including the transition plan content that ESRS E1 and IFRS S2 ask companies to describe.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'What we deliver',
      heading: 'Four services that shape your ESG strategy',
      columns: 2,
      cards: [
        {
          title: 'Materiality and priority setting',
          description:
            'Workshops and stakeholder input narrow the ESG agenda to the impacts, risks and opportunities that are material for your sector and value chain.',
          icon: 'target',
        },
        {
          title: 'Ambition, targets and KPIs',
          description:
            'We define goals and key performance indicators for each priority, including decarbonisation targets aligned with SBTi near-term and net-zero criteria where appropriate.',
          icon: 'flag',
          points: [
            'Emissions baseline and target boundary',
            'Interim milestones',
            'Indicator definitions and owners',
          ],
        },
        {
          title: 'Transition and delivery roadmap',
          description:
            'Initiatives are sequenced, costed and assigned to accountable leaders, producing a roadmap that doubles as the basis for a credible climate transition plan.',
          icon: 'map',
        },
        {
          title: 'Integration into the business',
          description:
            'We connect the strategy to capital allocation, procurement, product design and remuneration so that ESG priorities shape everyday decisions, not just the annual report.',
          icon: 'puzzle',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Turn ESG ambition into a plan you can deliver',
      text: 'Talk to our strategy team about your material topics and targets, or measure your starting point first with our free maturity assessment.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
