import type { TemplatePage } from '~/blocks/types';

/** ESG in ERM programme: catalogue entry "ESG in ERM Program" (five services). */
const page = {
  path: '/service/erm-program',
  specRow: 'ESG in ERM Program',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Enterprise risk management',
      title: 'ESG in ERM programme',
      intro:
        'Climate and sustainability risks rarely sit in a separate box: they drive credit, operational, supply and reputational risk. We integrate them into your existing enterprise risk management so they are assessed, owned and reported like every other principal risk.',
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Start Your Risk Management Journey', href: '/start-green', variant: 'secondary' },
      ],
      visual: 'shield',
      badges: ['COSO ERM', 'ISO 31000', 'TCFD', 'IFRS S2'],
    },
    {
      type: 'prose',
      eyebrow: 'Why integrate',
      heading: 'One risk framework, not two',
      paragraphs: [
        'Many organisations run a sustainability risk register alongside the corporate one, with different scales, owners and reporting lines. The result is ESG risks that never reach the principal risk list, and a board that sees two incomplete pictures. Our programme applies the 2018 COSO and WBCSD guidance on applying enterprise risk management to ESG-related risks, using the components of the COSO ERM framework your risk team already knows.',
        'Integration also serves disclosure. IFRS S2 and the risk management pillar of the TCFD recommendations ask companies to describe how climate-related risks are identified, assessed, prioritised and monitored, and how those processes are woven into overall risk management. ESRS asks for a comparable description of how impacts, risks and opportunities are identified. A single, documented process lets you answer all three consistently.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Programme components',
      heading: 'Five services to embed ESG in enterprise risk',
      columns: 3,
      cards: [
        {
          title: 'ESG risk identification',
          description:
            'Facilitated workshops and value-chain analysis surface physical climate, transition, social and governance risks, described in business terms the risk register can absorb.',
          icon: 'search',
        },
        {
          title: 'Assessment and prioritisation',
          description:
            'We adapt your impact and likelihood scales to longer time horizons, so slow-building risks such as carbon pricing or water stress are rated on the same basis as near-term threats.',
          icon: 'bar-chart',
        },
        {
          title: 'Risk appetite for ESG',
          description:
            'The board gains appetite and tolerance statements for key sustainability exposures, linked to measurable thresholds that trigger escalation when they are breached.',
          icon: 'scale',
        },
        {
          title: 'Climate scenario analysis',
          description:
            'We test the business against contrasting warming and policy pathways, quantifying where possible the effect on revenue, costs and asset values over short, medium and long terms.',
          icon: 'thermometer',
        },
        {
          title: 'Responses, indicators and reporting',
          description:
            'Each priority risk receives owners, mitigating actions and key risk indicators, feeding a regular report to the risk committee and the narrative in your annual disclosures.',
          icon: 'line-chart',
          points: [
            'Named risk owners',
            'Key risk indicators with thresholds',
            'Committee reporting cycle',
          ],
        },
      ],
    },
    {
      type: 'cta',
      title: 'Make ESG part of how you manage risk',
      text: 'Speak with our risk specialists about bringing climate and sustainability risks into your ERM framework, appetite statements and board reporting.',
      actions: [
        { label: 'Get Started', href: '/contact', variant: 'primary' },
        { label: 'Start Your Risk Management Journey', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
