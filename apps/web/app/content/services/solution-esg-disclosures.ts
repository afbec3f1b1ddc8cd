import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/levelling-up/esg-disclosures-&-reporting: catalogue entry "ESG data quality and
 * disclosures" (seven cards: data assessment, quality framework, data management, validation
 * process, quality monitoring, assurance readiness, continuous improvement; demo banner;
 * carousel). The row does not say what the carousel holds; here it shows the seven frameworks
 * the assured data feeds, so the page's card count stays the 7 the catalogue
 * gives for data quality.
 */
const page = {
  path: '/solution/levelling-up/esg-disclosures-&-reporting',
  specRow: 'ESG data quality and disclosures',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Levelling up',
      title: 'ESG Data Quality and Disclosures',
      intro:
        'Build your sustainability disclosures under the CSRD, ESRS and ISSB standards on data that has been assessed, validated and made ready for independent assurance.',
      visual: 'chart',
      badges: ['CSRD', 'ESRS', 'IFRS S1', 'IFRS S2', 'GRI'],
      actions: [
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' },
        { label: 'Consult Our Experts', href: '/contact', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Credible reporting',
      heading: 'Disclosures are only as strong as the data behind them',
      paragraphs: [
        'Regulators and investors now read sustainability disclosures with the scepticism they bring to financial reporting. A restated emissions total or an unsupported statement in a sustainability report damages credibility and can invite regulatory scrutiny.',
        'Our approach works backwards from the disclosures you must make, checks that each reported number is complete, accurate and backed by evidence, and installs the processes that keep it so from one reporting period to the next.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our approach',
      heading: 'Seven steps to disclosure-grade ESG data',
      columns: 4,
      numbered: true,
      cards: [
        {
          title: 'Data assessment',
          description:
            'We review current ESG data sources, collection methods and known weaknesses, rating each disclosed metric for completeness, accuracy and the strength of its supporting evidence.',
          icon: 'search',
        },
        {
          title: 'Quality framework',
          description:
            'A data quality framework sets the dimensions you measure against, such as accuracy, completeness, timeliness and consistency, with tolerances agreed between finance and sustainability leads.',
          icon: 'layers',
        },
        {
          title: 'Data management',
          description:
            'Ownership, definitions and storage are organised so each metric has one authoritative version, with every change controlled and recorded.',
          icon: 'database',
          href: '/solution/levelling-up/esg-data-management',
        },
        {
          title: 'Validation process',
          description:
            'Layered reviews, reconciliations to source records and analytical checks confirm each figure before it is approved for publication.',
          icon: 'list-checks',
        },
        {
          title: 'Quality monitoring',
          description:
            'Quality indicators are tracked through the year on a dashboard, so recurring errors are caught and corrected long before the reporting deadline.',
          icon: 'eye',
        },
        {
          title: 'Assurance readiness',
          description:
            'We organise evidence packs, walk through your processes with you and run a mock limited assurance review, so the external engagement brings no surprises.',
          icon: 'shield-check',
          href: '/services/esg-third-party-assurance',
        },
        {
          title: 'Continuous improvement',
          description:
            'Lessons from internal reviews, assurance reports and regulator feedback become an improvement plan that raises data maturity with each reporting cycle.',
          icon: 'refresh',
        },
      ],
    },
    {
      type: 'prose',
      tone: 'dark',
      eyebrow: 'Demo',
      heading: 'See disclosure-ready data in action',
      paragraphs: [
        'Our platform shows quality scores by metric, open exceptions and evidence status in one view, so you know which disclosures are ready for sign-off and which still need work.',
      ],
      action: { label: 'Request a Demo', href: '/contact#contact-form' },
    },
    {
      type: 'slider',
      eyebrow: 'One data set, many frameworks',
      heading: 'The disclosures your data can support',
      intro:
        'Validated once, the same figures can serve mandatory and voluntary reporting without being rebuilt for each framework.',
      cards: [
        {
          title: 'CSRD and ESRS',
          description:
            'Sustainability statements under the cross-cutting ESRS 1 and ESRS 2, plus the topical standards your double materiality assessment finds material.',
          icon: 'landmark',
        },
        {
          title: 'IFRS S1',
          description:
            'The ISSB’s baseline standard: material information on each sustainability risk and opportunity that could affect cash flows, access to finance or cost of capital.',
          icon: 'file-text',
        },
        {
          title: 'IFRS S2',
          description:
            'Climate-related disclosures built on the TCFD structure, including gross Scope 1, 2 and 3 greenhouse gas emissions and industry-based metrics.',
          icon: 'thermometer',
        },
        {
          title: 'GRI Standards',
          description:
            'Impact-focused reporting for a broad stakeholder audience, combining the universal standards with the sector and topic standards relevant to you.',
          icon: 'globe',
        },
        {
          title: 'SASB Standards',
          description:
            'Industry-specific metrics on financially material topics, which IFRS S1 requires preparers to consider when identifying risks and opportunities.',
          icon: 'bar-chart',
        },
        {
          title: 'TCFD recommendations',
          description:
            'Climate reporting organised around four pillars (governance, strategy, risk management, and metrics and targets), now carried forward by IFRS S2.',
          icon: 'compass',
        },
        {
          title: 'EU Taxonomy',
          description:
            'Turnover, CapEx and OpEx KPIs reporting the proportion of your economic activities that are Taxonomy-aligned rather than merely eligible.',
          icon: 'leaf',
        },
      ],
      // Loops, as every slider does unless it is meant to stop at its end.
      // The generic carousel counts: 3 above 800 px (wide screens keep 3), 2 from 481 to 800,
      // 1 at or below 480.
      slider: {
        loop: true,
        slidesPerView: { base: 1, 481: 2, 801: 3 },
      },
    },
    {
      type: 'cta',
      title: 'Make your next disclosure assurance-ready',
      text: 'Let us assess the data behind your current or planned disclosures and give you a prioritised plan to close the gaps before your assurance provider arrives.',
      actions: [
        { label: 'Get Started', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
