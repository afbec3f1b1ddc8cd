import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/assurance/esg-supply-chain-audits: catalogue entry "ESG Supply Chain Audits"
 * (hero, description, slider of 8 cards, section "Strengthen Your Supply Chain Sustainability").
 */
const page = {
  path: '/solution/assurance/esg-supply-chain-audits',
  specRow: 'ESG Supply Chain Audits',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Assurance',
      title: 'ESG Supply Chain Audits',
      intro:
        'Audit your suppliers against clear environmental, social and governance expectations, and use what you learn to reduce risk and sharpen your picture of Scope 3 emissions.',
      visual: 'network',
      badges: ['GHG Protocol Scope 3', 'UK Modern Slavery Act', 'EU CSDDD', 'ESRS value chain'],
      actions: [
        { label: 'Get Started', href: '/contact', variant: 'primary' },
        { label: 'Book a consultation', href: '/contact', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Your suppliers, your footprint',
      heading: 'Risk that sits outside your own walls',
      paragraphs: [
        'For most organisations the largest share of greenhouse gas emissions, and many human rights and environmental risks, lie with suppliers rather than in their own operations. Customers, lenders and regulators increasingly expect you to know where those risks are and what you are doing about them.',
        'Our audits combine desk-based risk mapping with supplier questionnaires, document reviews and on-site or remote assessments. They support value chain reporting under the ESRS, the annual statement required by section 54 of the UK Modern Slavery Act 2015 and preparation for the EU Corporate Sustainability Due Diligence Directive.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'Audit programme',
      heading: 'How we audit your supply chain',
      cards: [
        {
          title: 'Supplier risk mapping',
          description:
            'We segment your supplier base by country, sector, spend and criticality to show where environmental, labour and governance risks concentrate and where audit effort should go first.',
          icon: 'map',
        },
        {
          title: 'Code of conduct review',
          description:
            'Your supplier code and contract clauses are checked against recognised international expectations, so suppliers know exactly what they will be audited against and what happens if they fall short.',
          icon: 'file-text',
        },
        {
          title: 'Self-assessment questionnaires',
          description:
            'Proportionate questionnaires gather policies, certifications and data from a wide supplier population, with scoring that flags which suppliers need a closer look.',
          icon: 'list-checks',
        },
        {
          title: 'On-site and remote audits',
          description:
            'Auditors visit higher-risk facilities or review them remotely, inspecting working conditions, health and safety, environmental controls and management systems, and interviewing workers as well as managers.',
          icon: 'factory',
        },
        {
          title: 'Scope 3 emissions data',
          description:
            'We examine the emissions data and methods suppliers provide, helping you move from spend-based estimates towards supplier-specific figures for purchased goods and services and upstream transport.',
          icon: 'truck',
        },
        {
          title: 'Forced labour checks',
          description:
            'Warning signs such as recruitment fees charged to workers, retained identity documents, excessive overtime and restricted freedom of movement are tested to bring modern slavery risks to light early.',
          icon: 'user-check',
        },
        {
          title: 'Corrective action plans',
          description:
            'Every finding leads to an agreed corrective action with an owner and a deadline, and we follow each one to closure so issues are fixed rather than simply recorded.',
          icon: 'workflow',
        },
        {
          title: 'Supplier development and reporting',
          description:
            'Audit results feed supplier scorecards and your value chain disclosures, and capability-building sessions help strategic suppliers raise their own ESG performance.',
          icon: 'bar-chart',
        },
      ],
      // Two per view on wide screens, one at or below 1024 px, looping, like the other
      // due-diligence, supply-chain and data-management sliders.
      slider: {
        loop: true,
        slidesPerView: { base: 1, 1025: 2 },
      },
    },
    {
      type: 'prose',
      tone: 'tint',
      eyebrow: 'Resilient sourcing',
      heading: 'Strengthen Your Supply Chain Sustainability',
      paragraphs: [
        'A well-run supplier programme protects continuity as well as reputation. Knowing which suppliers are exposed to climate, labour or governance risk lets you plan alternatives, invest in key partners and respond with evidence when a customer or regulator asks.',
        'We can run a single audit cycle or design an ongoing programme with annual risk refreshes, a rolling audit schedule and a supplier scorecard your procurement team uses when awarding and renewing contracts.',
      ],
      action: { label: 'Learn More', href: '/contact' },
    },
    {
      type: 'cta',
      title: 'Know your suppliers better',
      text: 'Share your supplier base and priority sourcing categories, and we will design an audit programme proportionate to your risks and your budget.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
