import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/assurance/esg-due-diligence: catalogue entry "ESG Due Diligence" (hero,
 * description, slider of 9 cards, section "Empower Strategic ESG Decisions").
 */
const page = {
  path: '/solution/assurance/esg-due-diligence',
  specRow: 'ESG Due Diligence',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Assurance',
      title: 'ESG Due Diligence',
      intro:
        'Find the environmental, social and governance risks in an acquisition, investment or supplier relationship before you commit, with findings expressed in terms decision-makers can weigh against value.',
      visual: 'audit',
      badges: ['OECD Due Diligence Guidance', 'UN Guiding Principles', 'SFDR', 'EU Taxonomy'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Beyond the financials',
      heading: 'Due diligence that prices ESG exposure into the deal',
      paragraphs: [
        'ESG issues can move the value of a transaction: contaminated land, labour abuses among suppliers, weak anti-corruption controls or a carbon-intensive asset base facing tighter regulation. We surface these exposures early and translate them into price, warranty, indemnity and integration points your advisers can negotiate.',
        'Our reviews follow the OECD Due Diligence Guidance for Responsible Business Conduct and the UN Guiding Principles on Business and Human Rights, and can feed investors’ reporting of principal adverse impacts under the SFDR as well as checks against the EU Taxonomy.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'Scope of work',
      heading: 'What our ESG due diligence covers',
      cards: [
        {
          title: 'Scoping and red-flag screen',
          description:
            'We agree the scope with the deal team and run a rapid review of public sources, sanctions lists, litigation records and media coverage to decide where deeper work is justified.',
          icon: 'flag',
        },
        {
          title: 'Environmental liabilities',
          description:
            'Permits, soil and groundwater contamination, waste handling, water use and biodiversity impacts at operating sites are reviewed to estimate remediation costs and regulatory exposure.',
          icon: 'alert-triangle',
        },
        {
          title: 'Climate risk and emissions',
          description:
            'We assess physical hazards to key assets and transition risk from carbon pricing and policy change, and estimate Scope 1, 2 and material Scope 3 emissions where the target’s own data is thin.',
          icon: 'thermometer',
        },
        {
          title: 'Human rights and labour',
          description:
            'Working conditions, health and safety records and forced labour indicators are examined across the target and its higher-risk suppliers, in line with the UN Guiding Principles.',
          icon: 'users',
        },
        {
          title: 'Governance and business ethics',
          description:
            'Board composition, related-party dealings, anti-bribery controls and whistleblowing arrangements are tested for weaknesses that could expose an acquirer to legal or reputational harm.',
          icon: 'landmark',
        },
        {
          title: 'Regulatory readiness',
          description:
            'We establish whether the target falls under the CSRD, ISSB-based requirements or sector-specific rules and what compliance will cost, so those obligations are reflected in the business plan.',
          icon: 'gavel',
        },
        {
          title: 'EU Taxonomy alignment',
          description:
            'For buyers with sustainable investment mandates, we check whether the target’s Taxonomy-eligible revenue and capital spending is genuinely aligned: meeting the screening thresholds, doing no significant harm (DNSH) to other objectives and respecting minimum safeguards.',
          icon: 'leaf',
        },
        {
          title: 'Management interviews and site visits',
          description:
            'Targeted interviews and, where the risk warrants it, site visits confirm what the data room says and show how seriously ESG is managed in day-to-day operations.',
          icon: 'eye',
        },
        {
          title: 'Findings and 100-day plan',
          description:
            'Findings are ranked by severity with indicative costs and deal recommendations, followed by a 100-day plan that closes the most important gaps once the transaction completes.',
          icon: 'clipboard-check',
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
      eyebrow: 'Clear answers for investment committees',
      heading: 'Empower Strategic ESG Decisions',
      paragraphs: [
        'Boards and investment committees need a direct answer: does this ESG exposure change the deal, and if so, how? Our reports open with a one-page decision summary, rank issues by materiality and likely cost, and separate potential deal-breakers from matters that can be remedied after completion.',
        'We can also build a due diligence framework your own team reuses across a pipeline of transactions or a supplier onboarding process, so every decision is taken against the same criteria and evidence standards.',
      ],
      action: { label: 'Learn More', href: '/contact' },
    },
    {
      type: 'cta',
      title: 'Plan your next ESG due diligence',
      text: 'Tell us about the transaction, its timetable and the sectors involved, and we will propose a scope that fits inside your deal window.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'Book a consultation', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
