import type { TemplatePage } from '~/blocks/types';

const page = {
  path: '/esg-software/net-zero',
  specRow: 'Net zero carbon',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'AI carbon management',
      title: 'Net Zero carbon management',
      intro:
        'Measure Scope 1, 2 and 3 emissions from live operational data, forecast where your footprint is heading and plan the reductions that will get you to your target.',
      actions: [
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' },
        { label: 'Talk to Us', href: '/contact', variant: 'secondary' },
      ],
      visual: 'leaf',
      badges: ['GHG Protocol', 'ESRS E1', 'IFRS S2', 'SBTi'],
    },
    {
      type: 'cards',
      id: 'platform',
      eyebrow: 'All-in-one platform',
      heading: 'An all-in-one carbon platform',
      columns: 3,
      cards: [
        {
          title: 'Connected data sources',
          icon: 'zap',
          description:
            'Energy meters, IoT sensors, fuel cards and ERP purchase ledgers feed the platform directly, so consumption is captured as it happens rather than reconstructed at year end.',
        },
        {
          title: 'Predictive analytics',
          icon: 'brain',
          description:
            'Machine-learning models project emissions forward from production plans, weather and historical patterns, warning you early when a site is drifting away from its carbon budget.',
        },
        {
          title: 'One emissions ledger',
          icon: 'database',
          description:
            'Scope 1, 2 and 3 sit in a single ledger with organisational and operational boundaries set once, so every report and dashboard draws on the same figures.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'solution',
      tone: 'tint',
      eyebrow: 'Solution',
      heading: 'Measure, reduce and report your carbon',
      columns: 3,
      numbered: true,
      cards: [
        {
          number: 1,
          title: 'Measure',
          icon: 'thermometer',
          description:
            'Fuel and refrigerant use, purchased electricity and heat, and all fifteen Scope 3 categories are calculated with the GHG Protocol method that suits the quality of data you hold for each.',
        },
        {
          number: 2,
          title: 'Reduce',
          icon: 'trending-down',
          description:
            'Compare abatement levers such as efficiency retrofits, renewable power purchase agreements, fleet electrification and supplier engagement by cost per tonne and by their effect on your science-based pathway.',
        },
        {
          number: 3,
          title: 'Report',
          icon: 'file-text',
          description:
            'Produce inventories and disclosures for ESRS E1, IFRS S2 and CDP from the same ledger, with base-year recalculation handled and an audit trail ready for assurance under ISAE 3410.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'scopes',
      heading: 'Scope 1, 2 and 3 in every report',
      paragraphs: [
        'Scope 1 covers direct emissions from sources you own or control, such as boilers, furnaces, company vehicles and refrigerant leaks. Scope 2 covers indirect emissions from the electricity, steam, heat and cooling you buy, reported under the GHG Protocol both on a location basis and on the basis of the energy contracts you hold.',
        'Scope 3 covers the rest of your value chain, from purchased goods and business travel upstream to the use and end-of-life treatment of sold products downstream. Net Zero shows which of the fifteen categories are relevant to you, how each was estimated and how its data quality is improving over time.',
      ],
    },
    {
      type: 'benefits',
      id: 'empowerment',
      tone: 'tint',
      eyebrow: 'Empowerment',
      heading: 'Empowering every team to act on carbon',
      items: [
        {
          title: 'Operations see their own footprint',
          icon: 'factory',
          description:
            'Site managers get dashboards for the assets they run, so energy waste and process emissions are spotted by the people who can fix them.',
        },
        {
          title: 'Finance gets carbon it can plan with',
          icon: 'coins',
          description:
            'Emissions are linked to cost centres and budgets, making it possible to weigh a tonne of abatement against capital spend and to prepare for exposure to carbon pricing.',
        },
        {
          title: 'Leadership tracks the target',
          icon: 'flag',
          description:
            'Progress against near-term and long-term net-zero targets is shown in one view for the board, with the drivers behind any variance explained.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Unleash Your Carbon Insights Now!',
      text: 'See how your meters, systems and suppliers could feed a complete Scope 1, 2 and 3 inventory. We will walk you through the platform using an example from your sector.',
      actions: [{ label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' }],
    },
  ],
} satisfies TemplatePage;

export default page;
