import type { TemplatePage } from '~/blocks/types';

/** ESG ERM and resilience: catalogue entry "ESG ERM and Resilience service" (seven benefits). */
const page = {
  path: '/service/esg-erm-resilience',
  specRow: 'ESG ERM and Resilience service',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Risk and resilience',
      title: 'ESG ERM and resilience',
      intro:
        'Floods, heatwaves, supplier failures and sudden policy shifts test whether an organisation can keep operating. We combine enterprise risk management with continuity planning so that ESG and climate risks are anticipated, absorbed and recovered from.',
      actions: [
        { label: 'Start Your Risk Management Journey', href: '/start-green', variant: 'primary' },
        { label: 'Contact Us', href: '/contact', variant: 'secondary' },
      ],
      visual: 'shield',
      badges: ['ISO 31000', 'ISO 22301', 'COSO ERM', 'TCFD', 'IFRS S2'],
    },
    {
      type: 'prose',
      eyebrow: 'Beyond the risk register',
      heading: 'From knowing your risks to withstanding them',
      paragraphs: [
        'Identifying climate and sustainability risks is only half the task; resilience depends on what happens when one of them materialises. We link your ESG risk assessment, built on ISO 31000 and COSO ERM principles, to business impact analysis and continuity arrangements in line with ISO 22301, so that the sites, suppliers and processes most exposed to physical and transition risks have tested responses.',
        'The same analysis supports disclosure. IFRS S2 asks companies to assess their climate resilience using scenario analysis, and the TCFD recommendations ask for a description of how the strategy holds up under different climate-related scenarios. Our work gives you the evidence to describe that resilience credibly rather than in general terms.',
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'What you gain',
      heading: 'Seven benefits of building ESG resilience',
      items: [
        {
          title: 'Physical risks mapped to assets',
          description:
            'Flood, heat, drought and storm exposure is assessed for your own sites and key logistics routes, not just at country level.',
          icon: 'map',
        },
        {
          title: 'Continuity plans that reflect climate',
          description:
            'Business impact analyses and recovery plans account for extreme weather and resource scarcity alongside cyber and operational incidents.',
          icon: 'refresh',
        },
        {
          title: 'Resilient supply chains',
          description:
            'Critical suppliers in high-risk locations are identified early, with alternatives, buffer stock or contractual protections agreed before disruption strikes.',
          icon: 'truck',
        },
        {
          title: 'Better investment decisions',
          description:
            'Capital projects and acquisitions are tested against transition scenarios such as rising carbon prices, reducing the chance of stranded assets.',
          icon: 'trending-up',
        },
        {
          title: 'Opportunities as well as threats',
          description:
            'The same analysis reveals openings in resource efficiency, low-carbon products and new markets that the business can pursue deliberately.',
          icon: 'lightbulb',
        },
        {
          title: 'Credible resilience disclosures',
          description:
            'Scenario results and continuity arrangements supply the substance behind the climate resilience statements required by IFRS S2 and TCFD-aligned reports.',
          icon: 'file-text',
        },
        {
          title: 'Confidence for lenders and insurers',
          description:
            'Demonstrable resilience planning strengthens conversations with banks, insurers and investors who increasingly price climate exposure into their terms.',
          icon: 'landmark',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Prepare your organisation for what comes next',
      text: 'Start with the free assessment to gauge your readiness, or speak to our risk and resilience team about your most exposed operations.',
      actions: [
        { label: 'Start Your Risk Management Journey', href: '/start-green', variant: 'primary' },
        { label: 'Talk to Us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
