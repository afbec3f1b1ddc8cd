import type { TemplatePage } from '~/blocks/types';

const page = {
  path: '/esg-software/compass',
  specRow: 'Compass suite landing',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG performance insights',
      title: 'ESG Compass Suite',
      intro:
        'Score your ESG maturity, receive a roadmap aligned with CSRD and ISSB, and follow progress on dashboards written for the boardroom rather than the data team.',
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'Request A Demo', href: '/contact#contact-form', variant: 'secondary' },
      ],
      visual: 'chart',
      badges: ['CSRD', 'ESRS', 'IFRS S1', 'IFRS S2', 'GRI', 'SASB'],
    },
    {
      type: 'prose',
      heading: 'A clear reading of where your ESG programme stands',
      paragraphs: [
        'Compass brings your policies, indicators, targets and evidence into one workspace and measures them against the disclosure requirements you face. The result is a maturity score by pillar and by topic, so you can see whether governance, data or strategy is holding you back.',
        'From there the suite proposes the next actions, assigns them to owners and checks progress each quarter, giving the board a consistent view of improvement from one reporting year to the next.',
      ],
    },
    {
      type: 'cards',
      id: 'features',
      tone: 'tint',
      eyebrow: 'Key Features',
      heading: 'Key features of the Compass Suite',
      columns: 4,
      cards: [
        {
          title: 'Maturity scoring',
          icon: 'bar-chart',
          description:
            'A structured questionnaire scores environmental, social and governance practice out of 100, with evidence attached to each answer so the score can be verified rather than taken on trust.',
        },
        {
          title: 'AI roadmap',
          icon: 'sparkles',
          description:
            'Gaps found in the assessment become a sequenced plan of actions, each referenced to the ESRS disclosure requirement or ISSB requirement it helps you meet.',
        },
        {
          title: 'Framework mapping',
          icon: 'layers',
          description:
            'One indicator library is cross-referenced to ESRS, IFRS S1 and S2, GRI and SASB, so a metric collected once can serve several reports without being keyed in again.',
        },
        {
          title: 'Board dashboards',
          icon: 'presentation',
          description:
            'Concise views of scores, trends and overdue actions for audit and sustainability committee packs, with drill-down to the underlying evidence when a director asks.',
        },
      ],
    },
    {
      type: 'benefits',
      id: 'why-choose',
      eyebrow: 'Why Choose Compass',
      heading: 'Why choose the Compass Suite',
      items: [
        {
          title: 'Built around double materiality',
          icon: 'scale',
          description:
            'Impact materiality and financial materiality are assessed separately and then combined, as ESRS 1 requires, so the roadmap concentrates on the topics that actually trigger disclosure.',
        },
        {
          title: 'Ready for assurance',
          icon: 'shield-check',
          description:
            'Evidence, approvals and changes are logged against every data point, which shortens the limited assurance engagement that CSRD introduces for sustainability statements.',
        },
        {
          title: 'Benchmarks that mean something',
          icon: 'trending-up',
          description:
            'Scores are compared with organisations of similar sector and size, helping you decide where leading practice is worth the investment and where meeting the baseline is enough.',
        },
        {
          title: 'Advisers behind the software',
          icon: 'users',
          description:
            'Our ESG specialists review your first assessment with you and can support the actions on the roadmap, from drafting policies to designing committee structures.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-to-use',
      tone: 'tint',
      eyebrow: 'How to use',
      heading: 'How to use the Compass Suite',
      steps: [
        {
          title: 'Assess',
          description:
            'Complete the guided maturity assessment with colleagues from sustainability, finance, HR and operations. The questionnaire can be split so each contributor answers the topics they own and uploads evidence as they go.',
        },
        {
          title: 'Plan',
          description:
            'Review your score by pillar, confirm your material topics, and accept, edit or reject the actions the AI roadmap proposes before assigning owners and deadlines.',
        },
        {
          title: 'Monitor',
          description:
            'Record progress as actions close and new data arrives. Scores and dashboards refresh automatically, and a quarterly summary is ready to share with the board.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Built for growing companies',
      text: 'Preparing your first sustainability report, or answering customer ESG questionnaires for the first time? Start with our free maturity assessment and see where you stand today.',
      actions: [
        { label: 'Start your free assessment', href: '/start-green', variant: 'primary' },
        { label: 'Talk to Us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
