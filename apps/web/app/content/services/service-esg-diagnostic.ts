import type { TemplatePage } from '~/blocks/types';

/**
 * ESG diagnostic assessment. Two catalogue entries: "ESG Diagnostic Assessment"
 * (four services) and "AI maturity assessment" (hero with Contact Us; five-step journey; eight key
 * benefits numbered 01 to 08; alignment to CSRD, ISSB and ESRS). The journey's layout switch at
 * 768 px and its sideways wheel scrolling belong to the journey component, not to data.
 */
const page = {
  path: '/service/esg-diagnostic',
  specRow: 'ESG Diagnostic Assessment; AI maturity assessment',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'AI-assisted maturity assessment',
      title: 'ESG diagnostic assessment',
      intro:
        'Find out in weeks, not months, how mature your ESG practice really is. Our AI-assisted diagnostic scores your governance, data and disclosures against CSRD, ISSB and ESRS, then ranks what to fix first over the next twelve months.',
      actions: [{ label: 'Contact Us', href: '/contact', variant: 'primary' }],
      visual: 'dashboard',
      badges: ['CSRD', 'ISSB', 'ESRS'],
    },
    {
      type: 'prose',
      eyebrow: 'Why a diagnostic first',
      heading: 'A clear baseline before you commit budget',
      paragraphs: [
        'Most organisations already hold pieces of an ESG programme: a policy here, an emissions spreadsheet there, a questionnaire answered for a major customer. The diagnostic pulls those pieces together and tests them against what reporting regulations and investors now expect, so leadership can see where the organisation stands rather than where it hopes it stands.',
        'Our assessment questions are mapped to the disclosure requirements of the European Sustainability Reporting Standards under CSRD, including the double materiality process that combines impact and financial materiality, and to IFRS S1 and IFRS S2 issued by the ISSB. One evidence set therefore shows your readiness for both regimes, and the overlaps between them are identified rather than assessed twice.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'What the diagnostic covers',
      heading: 'Four services in one assessment',
      columns: 4,
      cards: [
        {
          title: 'Maturity scoring',
          description:
            'We score governance, strategy, risk management, metrics and data on a consistent scale, backed by the documents and interviews behind each rating.',
          icon: 'bar-chart',
        },
        {
          title: 'Regulatory readiness check',
          description:
            'We test which ESRS datapoints, IFRS S1 and IFRS S2 requirements you could already report and which are missing evidence, owners or controls.',
          icon: 'clipboard-check',
        },
        {
          title: 'Peer and framework comparison',
          description:
            'Your practice is set beside published disclosures of comparable organisations in your sector, so targets for improvement are realistic rather than aspirational.',
          icon: 'scale',
        },
        {
          title: 'Twelve-month action plan',
          description:
            'Findings become a sequenced plan with owners, effort estimates and quick wins, ready to present to the executive team or audit committee.',
          icon: 'map',
        },
      ],
    },
    {
      type: 'journey',
      id: 'assessment-journey',
      tone: 'tint',
      heading: 'Your assessment journey in five steps',
      intro:
        'Each step builds on the last, from choosing the right assessment to a roadmap written for your organisation.',
      steps: [
        {
          title: 'Choose your assessment',
          description:
            'Select the scope that fits your stage: a whole-organisation ESG maturity review, a climate-only view for IFRS S2, or a CSRD readiness check for an in-scope entity.',
          icon: 'list-checks',
        },
        {
          title: 'Rapid assessment picture',
          description:
            'Short questionnaires and a document upload give our AI models enough to draft an initial maturity picture within days, which our consultants then challenge and validate.',
          icon: 'sparkles',
        },
        {
          title: 'Report phase',
          description:
            'You receive a written report with scores by pillar, the evidence behind each score and the gaps against ESRS and ISSB requirements, presented in plain language.',
          icon: 'file-text',
        },
        {
          title: 'SWOT analysis',
          description:
            'We set out the strengths to build on, the weaknesses that expose you, the opportunities in your market and the threats from regulation, customers and investors.',
          icon: 'layers',
        },
        {
          title: 'Personalised roadmap',
          description:
            'The journey ends with a prioritised roadmap matched to your resources and reporting deadlines, so the next year of ESG work is planned rather than reactive.',
          icon: 'compass',
        },
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'Key benefits',
      heading: 'What the diagnostic gives you',
      numbered: true,
      items: [
        {
          title: 'An objective baseline',
          description:
            'An independent view of current maturity that settles internal debate about where the organisation really is.',
          icon: 'target',
        },
        {
          title: 'Speed through AI assistance',
          description:
            'Automated review of policies and reports shortens the fact-finding stage, leaving consultant time for judgement and interviews.',
          icon: 'zap',
        },
        {
          title: 'One view of CSRD and ISSB',
          description:
            'A single gap analysis shows where ESRS and IFRS sustainability requirements overlap and where each demands something extra.',
          icon: 'layers',
        },
        {
          title: 'Double materiality insight',
          description:
            'Early sight of which impacts, risks and opportunities are likely to be material, before a full double materiality assessment begins.',
          icon: 'search',
        },
        {
          title: 'Priorities you can fund',
          description:
            'Actions are ranked by regulatory urgency and effort, so the budget goes first to the gaps that carry the most exposure.',
          icon: 'coins',
        },
        {
          title: 'Board-ready findings',
          description:
            'Results are written for directors as well as practitioners, helping the board discharge its oversight of sustainability matters.',
          icon: 'presentation',
        },
        {
          title: 'Assurance readiness',
          description:
            'We flag data and controls that an assurance provider would struggle to rely on, well before a limited assurance engagement starts.',
          icon: 'shield-check',
        },
        {
          title: 'Progress you can measure',
          description:
            'Repeating the assessment later uses the same scale, so improvement in maturity can be tracked and reported year on year.',
          icon: 'trending-up',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Know where you stand on ESG',
      text: 'Book your diagnostic with our team, or take the free self-assessment today for an instant maturity score out of 100.',
      actions: [
        { label: 'Begin Assessment', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
